import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { profileQueryOptions } from '../../api/profile';
import { BackToJob } from '../shared/back-to-job';
import { CvPhotoPages } from '../shared/cv-photo-pages/cv-photo-pages';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { UploadProgress } from '../../components/ui/upload-progress';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { errorDetail, fieldErrors } from '../../lib/api-errors';
import { RESUME_ACCEPT, resumeProblem } from '../../lib/upload-rules';
import { useDeleteResume } from './api/delete-resume';
import { useUploadResume } from './api/upload-resume';

type Message = { variant: 'success' | 'danger'; text: string } | null;

/** The server's reason for a refusal: the resume field's error, else its detail, else a next step. */
function refusal(error: unknown, fallback: string): string {
  return fieldErrors(error).resume ?? errorDetail(error) ?? fallback;
}

/**
 * /profile/cv/upload (product decisions): upload, replace, view and delete the traditional CV, which is
 * the same file as the profile's resume.
 */
export default function CvUploadScreen() {
  const profile = useQuery(profileQueryOptions());
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const upload = useUploadResume(setProgress);
  const remove = useDeleteResume();
  const resume = profile.data?.user.profile?.resume ?? null;
  const busy = upload.isPending || remove.isPending;

  const choose = (chosen: File | null) => {
    const problem = chosen ? resumeProblem(chosen) : null;
    setMessage(problem ? { variant: 'danger', text: problem } : null);
    setFile(problem ? null : chosen);
  };

  const onUpload = async () => {
    if (!file) return;
    setMessage(null);
    setProgress(0);
    try {
      await upload.mutateAsync(file);
      setFile(null);
      setInputKey((key) => key + 1);
      setMessage({ variant: 'success', text: resume ? 'Your CV was replaced.' : 'Your CV was uploaded.' });
    } catch (error) {
      setMessage({ variant: 'danger', text: refusal(error, 'Failed to upload your CV. Please try again.') });
    } finally {
      setProgress(null);
    }
  };

  const onDelete = async () => {
    setMessage(null);
    try {
      await remove.mutateAsync();
      setMessage({ variant: 'success', text: 'Your CV was deleted.' });
    } catch (error) {
      setMessage({ variant: 'danger', text: refusal(error, 'Failed to delete your CV. Please try again.') });
    } finally {
      setConfirmDelete(false);
    }
  };

  let current = <p className="text-body-secondary mb-0">Loading your CV...</p>;
  if (profile.isError)
    current = <div className="alert alert-danger">Failed to load profile data. Please try again later.</div>;
  else if (profile.data && !resume) current = <p className="mb-0">You have not uploaded a CV yet.</p>;
  else if (resume) {
    current = (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span>Your current CV:</span>
        <a className="btn btn-outline-primary btn-sm" href={resume} target="_blank" rel="noopener noreferrer">
          View CV
        </a>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={busy}
          onClick={() => setConfirmDelete(true)}
        >
          Delete CV
        </button>
      </div>
    );
  }

  return (
    <div className="row justify-content-center">
      <title>{pageTitle('Upload Traditional CV')}</title>
      <div className="col-lg-8">
        <h1 className="h3 mb-3">Upload Traditional CV</h1>
        <BackToJob />
        <p className="text-body-secondary">
          Upload the CV you already have (PDF, DOC or DOCX, at most 10 MB). It is the same file as the resume on your{' '}
          <Link to={paths.profile.href()}>profile</Link>, and employers see it when you apply. You can also build a{' '}
          <Link to={paths.profileCv.href()}>structured CV</Link>.
        </p>
        <section className="card shadow-sm mb-3" aria-label="Current CV">
          <div className="card-body">{current}</div>
        </section>
        <section className="card shadow-sm" aria-label="Upload a CV">
          <div className="card-body">
            <Field
              key={inputKey}
              label={resume ? 'Choose a new CV to replace the current one' : 'Choose your CV'}
              type="file"
              accept={RESUME_ACCEPT}
              disabled={busy}
              onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            />
            {progress !== null && <UploadProgress label="Uploading..." value={progress} className="mb-3" />}
            <button type="button" className="btn btn-primary" disabled={!file || busy} onClick={onUpload}>
              {upload.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {resume ? 'Replace CV' : 'Upload CV'}
            </button>
          </div>
        </section>
        {message && (
          <div
            className={`alert alert-${message.variant} mt-3`}
            role={message.variant === 'danger' ? 'alert' : 'status'}
          >
            {message.text}
          </div>
        )}
        {profile.data && <CvPhotoPages pages={profile.data.user.profile?.resume_pages ?? []} />}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete your CV?"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirmDelete(false)}
      >
        Employers will no longer see this file. You can upload a new one at any time.
      </ConfirmDialog>
    </div>
  );
}
