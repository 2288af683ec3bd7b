import type { CvEducationEntry, CvExperienceEntry, StructuredCv, User } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cvQueryOptions } from '../../api/cv';
import { profileQueryOptions } from '../../api/profile';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { CvQueryState } from './components/cv-query-state';
import { formatPeriod } from './cv-rules';
import './cv-print.scss';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="h5 text-uppercase">{title}</h2>
      {children}
    </section>
  );
}

/**
 * One experience or education entry: what and where, its period, specialization and city, and an
 * experience's description.
 */
function PrintedEntry({ heading, entry }: { heading: string; entry: CvEducationEntry | CvExperienceEntry }) {
  const description = 'description' in entry ? entry.description : '';
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between flex-wrap">
        <strong>{heading}</strong>
        <span>{formatPeriod(entry)}</span>
      </div>
      {(entry.specialization || entry.city) && (
        <div className="fst-italic">{[entry.specialization, entry.city].filter(Boolean).join(' · ')}</div>
      )}
      {description && (
        <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
          {description}
        </p>
      )}
    </div>
  );
}

const joined = (items: readonly string[]) => items.join(', ');

/** The CV as a document: only the parts that hold something, in the order employers read them. */
function PrintableCv({ cv, user }: { cv: StructuredCv; user: User | undefined }) {
  const profile = user?.profile;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  const contact = [user?.email, profile?.phone_number, profile?.location].filter(Boolean);
  const skills = cv.skills_api.length > 0 ? cv.skills_api : cv.skills;
  return (
    <article className="cv-print">
      {name && <h1 className="h2 mb-1">{name}</h1>}
      {contact.length > 0 && <p className="text-body-secondary mb-0">{contact.join(' · ')}</p>}
      {cv.summary && (
        <Part title="Summary">
          <p style={{ whiteSpace: 'pre-line' }}>{cv.summary}</p>
        </Part>
      )}
      {cv.experience.length > 0 && (
        <Part title="Experience">
          {cv.experience.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never move here
            <PrintedEntry key={index} heading={`${entry.title}, ${entry.company}`} entry={entry} />
          ))}
        </Part>
      )}
      {cv.education.length > 0 && (
        <Part title="Education">
          {cv.education.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never move here
            <PrintedEntry key={index} heading={`${entry.degree}, ${entry.institution}`} entry={entry} />
          ))}
        </Part>
      )}
      {skills.length > 0 && (
        <Part title="Skills">
          <p>{joined(skills)}</p>
        </Part>
      )}
      {cv.languages.length > 0 && (
        <Part title="Languages">
          <p>{joined(cv.languages)}</p>
        </Part>
      )}
      {cv.certifications.length > 0 && (
        <Part title="Certifications">
          <ul>
            {cv.certifications.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Part>
      )}
      {cv.hobbies.length > 0 && (
        <Part title="Hobbies">
          <p>{joined(cv.hobbies)}</p>
        </Part>
      )}
    </article>
  );
}

/** /profile/cv/print: the structured CV ready for the browser's print dialog (print or save as PDF). */
export default function CvPrintScreen() {
  const cv = useQuery(cvQueryOptions());
  const profile = useQuery(profileQueryOptions());
  return (
    <>
      <title>{pageTitle('Print CV')}</title>
      <div className="d-print-none d-flex flex-wrap gap-2 mb-4">
        <button type="button" className="btn btn-primary" disabled={!cv.data} onClick={() => window.print()}>
          Print / Save as PDF
        </button>
        <Link className="btn btn-outline-secondary" to={paths.profileCv.href()}>
          Back to the CV editor
        </Link>
      </div>
      <CvQueryState query={cv}>{(data) => <PrintableCv cv={data} user={profile.data?.user} />}</CvQueryState>
    </>
  );
}
