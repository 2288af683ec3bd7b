import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';

export default function RegisterChoiceScreen() {
  return (
    <section className="py-2">
      <title>{pageTitle('Register')}</title>
      <h1 className="h3 mb-4 text-center">Create your account</h1>
      <div className="row g-3 justify-content-center">
        <div className="col-12 col-md-5">
          <div className="card h-100 shadow-sm">
            <div className="card-body d-flex flex-column">
              <h2 className="h5">I am looking for a job</h2>
              <p className="text-body-secondary">Create a profile, build your CV and apply with one click.</p>
              <Link className="btn btn-primary mt-auto" to={paths.registerJobSeeker.href()}>
                Register as a Job Seeker
              </Link>
            </div>
          </div>
        </div>
        <div className="col-12 col-md-5">
          <div className="card h-100 shadow-sm">
            <div className="card-body d-flex flex-column">
              <h2 className="h5">I am hiring</h2>
              <p className="text-body-secondary">Post jobs, review applications and meet candidates.</p>
              <Link className="btn btn-outline-primary mt-auto" to={paths.registerCompany.href()}>
                Register as a Company
              </Link>
            </div>
          </div>
        </div>
      </div>
      <p className="text-center mt-4">
        Already have an account? <Link to={paths.login.href()}>Log in</Link>
      </p>
    </section>
  );
}
