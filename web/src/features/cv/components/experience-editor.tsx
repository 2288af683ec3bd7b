import { type CvExperienceEntry, cvExperienceEntrySchema, emptyExperienceEntry } from '@lj/contract';
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { canAddExperience } from '../cv-rules';
import { DateSelects } from './date-selects';
import { EntriesEditor } from './entries-editor';

type ExperienceEditorProps = {
  entries: readonly CvExperienceEntry[];
  onChange: (entries: CvExperienceEntry[]) => void;
};

/** Experience entries: title, company, start month and year are required. */
export function ExperienceEditor({ entries, onChange }: ExperienceEditorProps) {
  const descriptionId = useId();
  return (
    <EntriesEditor
      noun="experience"
      entries={entries}
      onChange={onChange}
      empty={emptyExperienceEntry}
      schema={cvExperienceEntrySchema}
      canAdd={canAddExperience}
      describe={(entry) => ({
        heading: `${entry.title} at ${entry.company}`,
        detail: [entry.specialization, entry.city].filter(Boolean).join(' · '),
      })}
      renderFields={(entry, change) => (
        <>
          <div className="row">
            <Field
              className="col-md-6"
              label="Job title *"
              value={entry.title}
              maxLength={200}
              onChange={(event) => change({ title: event.currentTarget.value })}
            />
            <Field
              className="col-md-6"
              label="Company *"
              value={entry.company}
              maxLength={200}
              onChange={(event) => change({ company: event.currentTarget.value })}
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
          <div className="mb-3">
            <label htmlFor={descriptionId} className="form-label">
              Description
            </label>
            <textarea
              id={descriptionId}
              className="form-control"
              rows={3}
              maxLength={5000}
              value={entry.description}
              onChange={(event) => change({ description: event.currentTarget.value })}
            />
          </div>
          <DateSelects value={entry} onChange={change} />
        </>
      )}
    />
  );
}
