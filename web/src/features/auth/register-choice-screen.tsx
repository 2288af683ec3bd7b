import { Link, useSearchParams } from 'react-router';
import { paths, safeReturnPath } from '../../config/paths';
import { pageTitle } from '../../config/site';

/** The two kinds of account: who each is for and the button to its registration form. */
const choicesFor = (next: string | undefined) => [
  {
    title: 'I am looking for a job',
    text: 'Create a profile, build your CV and apply with one click.',
    to: paths.registerJobSeeker.href({ next }),
    action: 'Register as a Job Seeker',
    buttonClass: 'btn-primary',
  },
  {
    title: 'I am hiring',
    text: 'Post jobs, review applications and meet candidates.',
    to: paths.registerCompany.href({ next }),
    action: 'Register as a Company',
    buttonClass: 'btn-outline-primary',
  },
];

export default function RegisterChoiceScreen() {
  // Came from a job ("Log in to apply", then "Create an account"): the way back goes along.
  const next = safeReturnPath(useSearchParams()[0].get('next')) ?? undefined;
  const choices = choicesFor(next);
  return (
    <section className="py-2">
      <title>{pageTitle('Register')}</title>
      <h1 className="h3 mb-4 text-center">Create your account</h1>
      <div className="row g-3 justify-content-center">
        {choices.map(({ title, text, to, action, buttonClass }) => (
          <div key={to} className="col-12 col-md-5">
            <div className="card h-100 shadow-sm">
              <div className="card-body d-flex flex-column">
                <h2 className="h5">{title}</h2>
                <p className="text-body-secondary">{text}</p>
                <Link className={`btn ${buttonClass} mt-auto`} to={to}>
                  {action}
                </Link>
              </div>
            </div>
          </div>
        ))}
      </div>
      <p className="text-center mt-4">
        Already have an account? <Link to={paths.login.href({ next })}>Log in</Link>
      </p>
    </section>
  );
}
