import type { ApplicantCv } from '@lj/contract';
import type { ReactNode } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthYear = (month: number | null, year: number | null) =>
  year === null ? null : month !== null && MONTHS[month - 1] ? `${MONTHS[month - 1]} ${year}` : String(year);

type EntryDates = Pick<ApplicantCv['education'][number], 'start_month' | 'start_year' | 'end_month' | 'end_year'>;

/** "Mar 2020 - Jun 2022", "Mar 2020 - Present", or nothing when no start is known. */
function Period({ entry }: { entry: EntryDates }) {
  const start = monthYear(entry.start_month, entry.start_year);
  if (!start) return null;
  return (
    <div className="small text-body-secondary">{`${start} - ${monthYear(entry.end_month, entry.end_year) ?? 'Present'}`}</div>
  );
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

function None({ text }: { text: string }) {
  return <p className="text-body-secondary mb-0">{text}</p>;
}

/** Education or experience entries, in the server's order. */
function Entries<T>({ entries, empty, children }: { entries: T[]; empty: string; children: (entry: T) => ReactNode }) {
  if (entries.length === 0) return <None text={empty} />;
  return (
    <ul className="list-unstyled mb-0">
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only list in server order
        <li key={index} className="mb-2">
          {children(entry)}
        </li>
      ))}
    </ul>
  );
}

function Badges({ list, empty }: { list: string[]; empty: string }) {
  if (list.length === 0) return <None text={empty} />;
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
  if (!cv) return <None text="This applicant has not filled in a CV yet." />;
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
        <Entries entries={cv.education} empty="No education listed.">
          {(entry) => (
            <>
              <strong>{entry.degree}</strong>
              {entry.specialization && `, ${entry.specialization}`}
              <div>
                {entry.institution}
                {entry.city && `, ${entry.city}`}
              </div>
              <Period entry={entry} />
            </>
          )}
        </Entries>
      </Section>
      <Section title="Experience">
        <Entries entries={cv.experience} empty="No experience listed.">
          {(entry) => (
            <>
              <strong>{entry.title}</strong>
              {entry.company && ` at ${entry.company}`}
              {entry.city && `, ${entry.city}`}
              <Period entry={entry} />
              {entry.description && (
                <p className="mb-0 small" style={{ whiteSpace: 'pre-line' }}>
                  {entry.description}
                </p>
              )}
            </>
          )}
        </Entries>
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
