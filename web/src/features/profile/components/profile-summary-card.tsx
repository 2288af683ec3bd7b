import { formatPhone, type User } from '@lj/contract';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../format-date';
import { GitHubIcon, GlobeIcon, LinkedInIcon } from './social-icons';

/** Spec section 9: the default picture lives under the static path. */
export const DEFAULT_PROFILE_IMAGE = '/static/images/default-profile.jpg';
const PICTURE_SIZE = 140;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mb-2">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-0">{children}</dd>
    </div>
  );
}

/** The left column of the job seeker profile: every saved item, with the spec's text when one is missing. */
export function ProfileSummaryCard({ user }: { user: User }) {
  const profile = user.profile;
  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const place = [profile?.city, profile?.region, profile?.country].filter(Boolean).join(', ');
  const skills = profile?.skills_api ?? [];
  const links = [
    { url: profile?.linkedin_url, label: 'LinkedIn', icon: <LinkedInIcon /> },
    { url: profile?.github_url, label: 'GitHub', icon: <GitHubIcon /> },
    { url: profile?.portfolio_url, label: 'Portfolio', icon: <GlobeIcon /> },
  ].filter((link) => link.url);

  return (
    <>
      <section className="card shadow-sm mb-4" aria-labelledby="profile-summary-name">
        <div className="card-body text-center">
          <img
            src={profile?.picture ?? DEFAULT_PROFILE_IMAGE}
            alt={fullName}
            width={PICTURE_SIZE}
            height={PICTURE_SIZE}
            className="rounded-circle object-fit-cover mb-3 border"
          />
          <h2 className="h4 mb-1" id="profile-summary-name">
            {fullName}
          </h2>
          <span className="badge text-bg-primary mb-2">Job Seeker</span>
          <p className="text-body-secondary mb-3 text-break">{user.email}</p>
          <dl className="text-start mb-3">
            {(profile?.location || place) && (
              <Item label="Location">
                {profile?.location && <div>{profile.location}</div>}
                {place && <div className="text-body-secondary small">{place}</div>}
              </Item>
            )}
            <Item label="Birthday">
              {profile?.birth_date ? formatCalendarDate(profile.birth_date) : 'Birthday not set'}
            </Item>
            <Item label="Phone">{profile?.phone_number ? formatPhone(profile.phone_number) : 'Not provided'}</Item>
            <Item label="Skills">
              {skills.length > 0 ? (
                <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
                  {skills.map((skill) => (
                    <li key={skill} className="badge text-bg-light border">
                      {skill}
                    </li>
                  ))}
                </ul>
              ) : (
                'No skills listed'
              )}
            </Item>
          </dl>
          {links.length > 0 && (
            <ul className="list-unstyled d-flex justify-content-center gap-3 mb-3">
              {links.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    title={link.label}
                  >
                    {link.icon}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {profile?.resume ? (
            <a
              className="btn btn-outline-primary btn-sm"
              href={profile.resume}
              target="_blank"
              rel="noopener noreferrer"
            >
              View Resume
            </a>
          ) : (
            <p className="small text-body-secondary mb-0">No resume uploaded yet.</p>
          )}
        </div>
      </section>
      <section className="card shadow-sm mb-4" aria-labelledby="profile-about-me">
        <div className="card-body">
          <h2 className="h5" id="profile-about-me">
            About Me
          </h2>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {profile?.bio || 'No bio provided yet.'}
          </p>
        </div>
      </section>
    </>
  );
}
