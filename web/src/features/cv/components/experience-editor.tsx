import {
  CV_TEXT_MAX_LENGTH,
  type CvExperienceEntry,
  cvExperienceEntrySchema,
  emptyExperienceEntry,
} from '@lj/contract';
import { TextareaField } from '../../../components/ui/textarea-field';
import { canAddExperience } from '../cv-rules';
import { DateSelects } from './date-selects';
import { EntriesEditor } from './entries-editor';
import { EntryTextFields } from './entry-text-fields';

type ExperienceEditorProps = {
  entries: readonly CvExperienceEntry[];
  onChange: (entries: CvExperienceEntry[]) => void;
};

/** Experience entries: title, company, start month and year are required. */
export function ExperienceEditor({ entries, onChange }: ExperienceEditorProps) {
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
          <EntryTextFields
            entry={entry}
            change={change}
            fields={[
              ['title', 'Job title *'],
              ['company', 'Company *'],
              ['specialization', 'Specialization'],
              ['city', 'City'],
            ]}
          />
          <TextareaField
            label="Description"
            rows={3}
            maxLength={CV_TEXT_MAX_LENGTH}
            value={entry.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
          />
          <DateSelects value={entry} onChange={change} />
        </>
      )}
    />
  );
}
