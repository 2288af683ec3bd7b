import { type CvEducationEntry, cvEducationEntrySchema, emptyEducationEntry } from '@lj/contract';
import { Field } from '../../../components/ui/field';
import { canAddEducation } from '../cv-rules';
import { DateSelects } from './date-selects';
import { EntriesEditor } from './entries-editor';

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
          <div className="row">
            <Field
              className="col-md-6"
              label="Degree *"
              value={entry.degree}
              maxLength={200}
              onChange={(event) => change({ degree: event.currentTarget.value })}
            />
            <Field
              className="col-md-6"
              label="Institution *"
              value={entry.institution}
              maxLength={200}
              onChange={(event) => change({ institution: event.currentTarget.value })}
            />
            <Field
              className="col-md-6"
              label="Specialization"
              value={entry.specialization}
              maxLength={200}
              onChange={(event) => change({ specialization: event.currentTarget.value })}
            />
            <Field
              className="col-md-6"
              label="City"
              value={entry.city}
              maxLength={200}
              onChange={(event) => change({ city: event.currentTarget.value })}
            />
          </div>
          <DateSelects value={entry} onChange={change} />
        </>
      )}
    />
  );
}
