import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { newestJobsQueryOptions } from '../../api/jobs';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { useAuth } from '../../lib/auth-context';
import { LandingFooter } from './components/landing-footer';
import { RotatingWord } from './components/rotating-word';
import { JobCard } from '../shared/job-card';
import { SaveJobForm } from '../shared/save-job/save-job-form';

/** How many of the newest open jobs the landing page shows under its search. */
const LATEST_JOBS = 6;

const steps = [
  { title: 'Create your profile', text: 'Sign up free as a job seeker or a company. It takes a minute.' },
  {
    title: 'Browse or post jobs',
    text: 'Browse hundreds of jobs across every county, or post one in seconds.',
  },
  {
    title: 'Apply and connect',
    text: 'Apply with one click and connect directly with employers and candidates.',
  },
] as const;

/** The newest open jobs (ssr/pages/home.ts reads them before rendering): the board shows what it holds. */
function LatestJobs() {
  const jobs = useQuery(newestJobsQueryOptions()).data?.results.slice(0, LATEST_JOBS) ?? [];
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="latest-jobs" className="py-4">
      <h2 id="latest-jobs" className="h3 mb-3">
        Latest jobs
      </h2>
      <ul className="row g-3 list-unstyled">
        {jobs.map((job) => (
          <li key={job.id} className="col-md-6">
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <p className="text-center mt-3">
        <Link to={paths.jobs.href()}>See all jobs</Link>
      </p>
      {/* The cards' Save buttons post through it (features/shared/save-job). */}
      <SaveJobForm />
    </section>
  );
}

export default function LandingScreen() {
  const { user } = useAuth();
  return (
    <>
      <title>{pageTitle()}</title>
      <section className="py-5 text-center">
        <h1 className="display-5 fw-bold">
          Find <RotatingWord />
          <span className="visually-hidden">work in Liberia</span>
        </h1>
        <p className="lead text-body-secondary">The #1 platform for connecting job seekers and companies in Liberia</p>
        {/* A first-time visitor searches at once: the job list's own GET form, no script needed. */}
        <search className="mx-auto mt-4 mw-prose">
          <form method="get" action={paths.jobs.path} className="d-flex gap-2">
            <label htmlFor="landing-search" className="visually-hidden">
              Search jobs
            </label>
            <input
              id="landing-search"
              type="search"
              name="search"
              className="form-control form-control-lg"
              placeholder="Title, skill or company"
            />
            <button type="submit" className="btn btn-primary btn-lg">
              Search
            </button>
          </form>
        </search>
        <div className="d-flex flex-column flex-sm-row gap-2 justify-content-center mt-4">
          <Link className="btn btn-primary btn-lg" to={paths.jobs.href()}>
            Browse Jobs
          </Link>
          {/* Signed in, there is nothing to sign up for. */}
          {!user && (
            <Link className="btn btn-outline-primary btn-lg" to={paths.register.href()}>
              Sign Up
            </Link>
          )}
        </div>
      </section>

      <LatestJobs />

      <section aria-labelledby="how-it-works" className="py-4">
        <h2 id="how-it-works" className="h3 text-center mb-4">
          How It Works
        </h2>
        <ol className="row list-unstyled g-4">
          {steps.map((step, index) => (
            <li key={step.title} className="col-md-4">
              <div className="card h-100 text-center">
                <div className="card-body">
                  <span className="badge rounded-pill text-bg-primary fs-6 mb-3">{index + 1}</span>
                  <h3 className="h5">{step.title}</h3>
                  <p className="card-text text-body-secondary">{step.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <p className="text-center text-body-secondary py-3">
        Trusted by job seekers and employers in Monrovia, Buchanan, Gbarnga, Ganta, Harper and across all 15 counties.
      </p>

      <LandingFooter />
    </>
  );
}
