import { type CvEducationEntry, cvEducationEntrySchema, emptyEducationEntry } from '@lj/contract';
import { canAddEducation } from '../cv-rules';
import { DateSelects } from './date-selects';
import { EntriesEditor } from './entries-editor';
import { EntryTextFields } from './entry-text-fields';

type EducationEditorProps = { entries: readonly CvEducationEntry[]; onChange: (entries: CvEducationEntry[]) => void };

/** Education entries: degree, institution, start month and year are required. */
export function EducationEditor({ entries, onChange }: EducationEditorProps) {
  return (
    <EntriesEditor
      noun="education"
      entries={entries}
      onChange={onChange}
      empty={emptyEducationEntry}
      schema={cvEducationEntrySchema}
      canAdd={canAddEducation}
      describe={(entry) => ({
        heading: entry.degree,
        detail: [entry.institution, entry.specialization, entry.city].filter(Boolean).join(' · '),
      })}
      renderFields={(entry, change) => (
        <>
          <EntryTextFields
            entry={entry}
            change={change}
            fields={[
              ['degree', 'Degree *'],
              ['institution', 'Institution *'],
              ['specialization', 'Specialization'],
              ['city', 'City'],
            ]}
          />
          <DateSelects value={entry} onChange={change} />
        </>
      )}
    />
  );
}
