import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CONTACT_EMAIL, pageTitle, SITE_NAME } from '../../config/site';

/** Spec section 1: what the product does, the planned sunflower-oil trade and the other activities. */
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

      <p className="mt-4">
        <Link className="btn btn-primary" to={paths.jobs.href()}>
          Browse Jobs
        </Link>
      </p>
    </article>
  );
}
