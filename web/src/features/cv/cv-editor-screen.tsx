import { CV_TEXT_MAX_LENGTH } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { cvQueryOptions } from '../../api/cv';
import { BackToJob } from '../shared/back-to-job';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { fieldErrors } from '../../lib/api-errors';
import { useSaveCv } from './api/save-cv';
import { CollapsibleSection } from './components/collapsible-section';
import { CvQueryState } from './components/cv-query-state';
import { EducationEditor } from './components/education-editor';
import { ExperienceEditor } from './components/experience-editor';
import { LanguagesEditor } from './components/languages-editor';
import { TextListEditor } from './components/text-list-editor';
import { UnsavedChangesGuard } from './components/unsaved-changes-guard';
import { type CvDraft, draftFromCv, isSameDraft, toCvUpdate } from './cv-rules';

type TextList = 'skills' | 'certifications' | 'hobbies';

/** The CV's lists of plain texts: each section's title, its field's label and what an empty list says. */
const TEXT_LISTS: Record<TextList, { title: string; inputLabel: string; emptyText: string; placeholder?: string }> = {
  skills: {
    title: 'Skills',
    inputLabel: 'Skill',
    emptyText: 'no skills yet saved',
    placeholder: 'For example Bookkeeping',
  },
  certifications: { title: 'Certifications', inputLabel: 'Certification', emptyText: 'No certifications yet.' },
  hobbies: { title: 'Hobbies', inputLabel: 'Hobby', emptyText: 'No hobbies yet.' },
};

type Outcome = { kind: 'saved' } | { kind: 'failed'; problems: string[] } | null;

/** The editor once the saved CV is known: a local draft, saved by hand (the spec's auto-save is dead code). */
function CvEditor({ initial }: { initial: CvDraft }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useSaveCv();
  const dirty = !isSameDraft(draft, saved);

  const update =
    <K extends keyof CvDraft>(key: K) =>
    (value: CvDraft[K]) => {
      setDraft((current) => ({ ...current, [key]: value }));
      setOutcome(null);
    };

  const textList = (key: TextList) => {
    const { title, ...texts } = TEXT_LISTS[key];
    return (
      <CollapsibleSection title={title} count={draft[key].length}>
        <TextListEditor {...texts} items={draft[key]} onChange={update(key)} />
      </CollapsibleSection>
    );
  };

  const onSave = async () => {
    const sent = draft;
    setOutcome(null);
    try {
      const answer = draftFromCv(await save.mutateAsync(toCvUpdate(sent)));
      setSaved(answer);
      // Keep anything typed while the request ran; otherwise show the CV as the server stored it.
      setDraft((current) => (current === sent ? answer : current));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'failed', problems: Object.values(fieldErrors(error)) });
    }
  };

  let saveLabel = 'Save CV';
  if (save.isPending) saveLabel = 'Saving...';
  else if (!dirty && outcome?.kind === 'saved') saveLabel = 'Saved';

  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <CollapsibleSection title="Education" count={draft.education.length} defaultOpen={false}>
        <EducationEditor entries={draft.education} onChange={update('education')} />
      </CollapsibleSection>
      <CollapsibleSection title="Experience" count={draft.experience.length} defaultOpen={false}>
        <ExperienceEditor entries={draft.experience} onChange={update('experience')} />
      </CollapsibleSection>
      {textList('skills')}
      <CollapsibleSection title="Languages" count={draft.languages.length}>
        <LanguagesEditor items={draft.languages} onChange={update('languages')} />
      </CollapsibleSection>
      {textList('certifications')}
      {textList('hobbies')}
      <CollapsibleSection title="Summary">
        <label htmlFor="cv-summary" className="form-label">
          Summary
        </label>
        <textarea
          id="cv-summary"
          className="form-control"
          rows={5}
          maxLength={CV_TEXT_MAX_LENGTH}
          value={draft.summary}
          onChange={(event) => update('summary')(event.currentTarget.value)}
        />
      </CollapsibleSection>

      {outcome?.kind === 'saved' && (
        <div className="alert alert-success" role="status">
          CV saved successfully!
        </div>
      )}
      {outcome?.kind === 'failed' && (
        <div className="alert alert-danger" role="alert">
          Failed to save CV.
          {outcome.problems.length > 0 && (
            <ul className="mb-0 mt-2">
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <button
          type="button"
          className="btn btn-primary"
          disabled={save.isPending || !dirty}
          aria-busy={save.isPending}
          onClick={onSave}
        >
          {save.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {saveLabel}
        </button>
        {dirty && !save.isPending && <span className="text-body-secondary small">You have unsaved changes.</span>}
      </div>
    </>
  );
}

/** /profile/cv: the structured CV builder (spec sections 2 and 5). */
export default function CvEditorScreen() {
  const cv = useQuery(cvQueryOptions());
  return (
    <>
      <title>{pageTitle('My CV')}</title>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0">My CV</h1>
        <div className="d-flex gap-2">
          <Link className="btn btn-outline-secondary btn-sm" to={paths.profileCvPrint.href()}>
            Print view
          </Link>
          <Link className="btn btn-outline-secondary btn-sm" to={paths.profileCvUpload.href()}>
            Upload Traditional CV
          </Link>
        </div>
      </div>
      <BackToJob />
      <CvQueryState query={cv}>{(data) => <CvEditor initial={draftFromCv(data)} />}</CvQueryState>
    </>
  );
}
