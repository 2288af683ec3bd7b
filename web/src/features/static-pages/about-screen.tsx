import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL, pageTitle, SITE_NAME } from '../../config/site';

/** Spec section 1: what the product does, the planned sunflower-oil trade and the other activities; then who runs the board and where to get help. */
export default function AboutScreen() {
  return (
    <article className="mx-auto mw-prose">
      <title>{pageTitle('About')}</title>
      <h1 className="mb-4">About {SITE_NAME}</h1>
      <p className="lead">
        {SITE_NAME} connects job seekers with companies in Liberia. Job seekers browse and filter jobs, apply in one
        click, keep a profile and CV, and follow their applications. Companies post jobs and meet the candidates who
        apply.
      </p>

      <h2 className="h4 mt-4">Sunflower-oil trade initiative</h2>
      <p>
        We are planning a sunflower-oil trade initiative: bringing quality cooking oil to Liberian markets and building
        fair supply links with producers. Traders, distributors and partners who want to take part are welcome to get in
        touch.
      </p>

      <h2 className="h4 mt-4">Our other activities</h2>
      <ul>
        <li>Software development</li>
        <li>Data management</li>
        <li>Import and export</li>
        <li>Mining</li>
        <li>Farming</li>
        <li>Real estate</li>
      </ul>

      <h2 className="h4 mt-4">Trade contact</h2>
      <p>
        For trade and partnership enquiries write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>

      <h2 className="h4 mt-4">Who runs {SITE_NAME}</h2>
      <p>
        {SITE_NAME} is run by a small team in Monrovia. Our staff check the jobs companies post, the payments they make
        and the jobs people report, every working day, so that the jobs here are real and free to apply to.
      </p>

      <h2 className="h4 mt-4">Help and support</h2>
      <p>
        A question about your account, a job, an application or a payment? Write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with the e-mail address you registered with; we answer
        on working days. To report a job that asks for money, use "Report this job" on its page.
      </p>

      <p className="mt-4">
        <Link className="btn btn-primary" to={paths.jobs.href()}>
          Browse Jobs
        </Link>
      </p>
    </article>
  );
}
