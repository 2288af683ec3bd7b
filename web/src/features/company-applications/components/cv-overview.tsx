import type { ApplicantCv } from '@lj/contract';
import type { ReactNode } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthYear = (month: number | null, year: number | null) =>
  year === null ? null : month !== null && MONTHS[month - 1] ? `${MONTHS[month - 1]} ${year}` : String(year);

/** "Mar 2020 - Jun 2022", "Mar 2020 - Present", or nothing when no start is known. */
function period(entry: {
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
}) {
  const start = monthYear(entry.start_month, entry.start_year);
  if (!start) return null;
  return `${start} - ${monthYear(entry.end_month, entry.end_year) ?? 'Present'}`;
}

/** A comma string as a list, blanks dropped. */
const items = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-3">
      <h3 className="h6 text-uppercase text-body-secondary">{title}</h3>
      {children}
    </section>
  );
}

function Badges({ list, empty }: { list: string[]; empty: string }) {
  if (list.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    <ul className="list-inline mb-0">
      {list.map((item) => (
        <li key={item} className="list-inline-item badge text-bg-light border mb-1">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The applicant's structured CV as the company reads it (spec section 3). */
export function CvOverview({ cv }: { cv: ApplicantCv | null }) {
  if (!cv) return <p className="text-body-secondary mb-0">This applicant has not filled in a CV yet.</p>;
  const skills = cv.skills_api.length > 0 ? cv.skills_api : items(cv.skills);
  return (
    <>
      <Section title="Summary">
        <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
          {cv.summary || 'No summary given.'}
        </p>
      </Section>
      <Section title="Skills">
        <Badges list={skills} empty="No skills listed." />
      </Section>
      <Section title="Education">
        {cv.education.length === 0 ? (
          <p className="text-body-secondary mb-0">No education listed.</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {cv.education.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in server order
              <li key={index} className="mb-2">
                <strong>{entry.degree}</strong>
                {entry.specialization && `, ${entry.specialization}`}
                <div>
                  {entry.institution}
                  {entry.city && `, ${entry.city}`}
                </div>
                {period(entry) && <div className="small text-body-secondary">{period(entry)}</div>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Experience">
        {cv.experience.length === 0 ? (
          <p className="text-body-secondary mb-0">No experience listed.</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {cv.experience.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in server order
              <li key={index} className="mb-2">
                <strong>{entry.title}</strong>
                {entry.company && ` at ${entry.company}`}
                {entry.city && `, ${entry.city}`}
                {period(entry) && <div className="small text-body-secondary">{period(entry)}</div>}
                {entry.description && (
                  <p className="mb-0 small" style={{ whiteSpace: 'pre-line' }}>
                    {entry.description}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Languages">
        <Badges list={items(cv.languages)} empty="No languages listed." />
      </Section>
      <Section title="Certifications">
        <Badges list={items(cv.certifications)} empty="No certifications listed." />
      </Section>
      <Section title="Hobbies">
        <Badges list={items(cv.hobbies)} empty="No hobbies listed." />
      </Section>
    </>
  );
}
