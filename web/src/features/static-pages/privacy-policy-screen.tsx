import { CONTACT_EMAIL, pageTitle, SITE_NAME } from '../../config/site';

/** Spec section 2: static; data collected, use, disclosure, security, children under 16, changes, contact. */
export default function PrivacyPolicyScreen() {
  return (
    <article className="mx-auto mw-prose">
      <title>{pageTitle('Privacy Policy')}</title>
      <h1 className="mb-4">Privacy Policy</h1>
      <p>
        This policy explains what {SITE_NAME} collects about you, why, and what we do with it. It applies to this
        website and to the app installed from it.
      </p>

      <h2 className="h4 mt-4">Data we collect</h2>
      <ul>
        <li>
          When you sign in with Google we receive only your basic name and email address. We do not read your contacts,
          files or anything else from your Google account.
        </li>
        <li>
          When you register with an email and password we keep your email address and a secure hash of your password,
          never the password itself.
        </li>
        <li>
          What you choose to add: your profile (name, phone number, location, skills, links, picture), your CV and
          resume, your applications and cover letters, and for companies the company profile and job adverts.
        </li>
        <li>Technical data needed to keep you signed in and the site safe: a session cookie and a security token.</li>
      </ul>

      <h2 className="h4 mt-4">How we use it</h2>
      <p>
        We use your data to run the job board: to show your profile and applications to the companies you apply to, to
        show job seekers the jobs companies post, to keep your account secure and to answer your questions. We do not
        sell your data and we do not use it for advertising.
      </p>

      <h2 className="h4 mt-4">Disclosure</h2>
      <p>
        When you apply to a job, the company that posted it sees your application, your profile and your CV. Other job
        seekers never see your applications. We share data with no one else, except where Liberian law requires it.
      </p>

      <h2 className="h4 mt-4">Security</h2>
      <p>
        Passwords are stored as strong one-way hashes, sessions expire, and uploaded files are checked before they are
        kept. No system is perfectly safe, so please use a password you do not use anywhere else.
      </p>

      <h2 className="h4 mt-4">Children under 16</h2>
      <p>
        {SITE_NAME} is not meant for children under 16 and we do not knowingly collect their data. If you believe a
        child under 16 has given us data, contact us and we will delete it.
      </p>

      <h2 className="h4 mt-4">Changes to this policy</h2>
      <p>
        If we change this policy we will publish the new version on this page. Important changes will also be announced
        on the site before they apply.
      </p>

      <h2 className="h4 mt-4">Contact</h2>
      <p>
        Questions about your data, or a request to see or delete it: write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </article>
  );
}
