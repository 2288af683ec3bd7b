import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';

export default function LandingPage() {
  return (
    <section className="py-5 text-center">
      <title>{pageTitle()}</title>
      <h1 className="display-5 fw-bold">Find jobs in Liberia</h1>
      <p className="lead text-body-secondary">The #1 platform for connecting job seekers and companies in Liberia</p>
      <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center mt-4">
        <Link className="btn btn-primary btn-lg" to={paths.jobs.href()}>
          Browse Jobs
        </Link>
        <Link className="btn btn-outline-primary btn-lg" to={paths.register.href()}>
          Sign Up
        </Link>
      </div>
    </section>
  );
}
