import type { User } from '@lj/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { displayName } from '../../../lib/auth-state';

/** The signed-in home of a company: where to go next. */
export function CompanySummary({ user }: { user: User }) {
  const links = [
    { to: paths.companyJobs.href(), label: 'Manage Jobs', text: 'See, edit and close your job adverts.' },
    { to: paths.companyPostJob.href(), label: 'Post a Job', text: 'Reach job seekers across Liberia.' },
    { to: paths.companyProfile.href(), label: 'Company Profile', text: 'Keep your company details up to date.' },
  ];
  return (
    <>
      <h1 className="mb-4">Welcome, {displayName(user)}</h1>
      <ul className="row g-3 list-unstyled">
        {links.map((link) => (
          <li key={link.label} className="col-md-4">
            <Link to={link.to} className="card h-100 text-decoration-none shadow-sm">
              <div className="card-body">
                <h2 className="h5 text-body">{link.label}</h2>
                <p className="card-text text-body-secondary">{link.text}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
