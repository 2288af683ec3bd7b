import { CV_PAGE_MAX_BYTES, CV_PAGES_MAX } from '@lj/contract';
import { useId, useState } from 'react';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useToast } from '../../../components/ui/toast';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { CvPageImage } from './cv-page-image';
import { addCvPage, removeCvPage, useCvPagesSaved } from '../api/cv-page-requests';
import { photoProblem } from './photo-problem';
import { shrinkPhoto } from './shrink-photo';

export const CV_PHOTO_ACCEPT = 'image/jpeg,image/png';

const refusal = (error: unknown, fallback: string) => fieldErrors(error).page ?? errorDetail(error) ?? fallback;

/**
 * A CV photographed on paper (docs/decisions/0035-cv-photo-pages.md): the pages so far, each with its own Remove, and a
 * file input for more (the camera or the gallery, several at once). Each page is sent on its own, so a
 * dropped connection keeps the pages that arrived. On the profile and on the CV upload screen.
 */
export function CvPhotoPages({ pages }: { pages: string[] }) {
  const titleId = useId();
  const toast = useToast();
  const saved = useCvPagesSaved();
  const [inputKey, setInputKey] = useState(0);
  const [sending, setSending] = useState<{ page: number; of: number; progress: number } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const room = CV_PAGES_MAX - pages.length;
  const busy = sending !== null || removing !== null;

  const onChoose = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    setFailure(null);
    setInputKey((key) => key + 1);
    const problem = photoProblem(chosen, room);
    if (problem) {
      setFailure(problem);
      return;
    }
    let added = 0;
    try {
      for (const [index, photo] of chosen.entries()) {
        setSending({ page: index + 1, of: chosen.length, progress: 0 });
        const small = await shrinkPhoto(photo);
        saved(await addCvPage(small, (progress) => setSending({ page: index + 1, of: chosen.length, progress })));
        added += 1;
      }
      toast(added === 1 ? 'The page was added to your CV.' : `${added} pages were added to your CV.`, {
        variant: 'success',
      });
    } catch (error) {
      const kept = added > 0 ? ` The first ${added === 1 ? 'page was' : `${added} pages were`} added.` : '';
      setFailure(`${refusal(error, 'The photo could not be sent. Check your connection and try again.')}${kept}`);
    } finally {
      setSending(null);
    }
  };

  const onRemove = async (position: number) => {
    setFailure(null);
    setRemoving(position);
    try {
      saved(await removeCvPage(position));
      toast(`Page ${position} was removed from your CV.`, { variant: 'success' });
    } catch (error) {
      setFailure(refusal(error, 'The page could not be removed. Check your connection and try again.'));
    } finally {
      setRemoving(null);
      setAsking(null);
    }
  };

  return (
    <section className="card shadow-sm mt-4" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 className="h5" id={titleId}>
          Photos of a paper CV
        </h2>
        <p className="text-body-secondary small">
          Only have your CV on paper? Take a photo of each page, flat and in good light. Employers you apply to see the
          pages as your CV. Up to {CV_PAGES_MAX} pages, JPEG or PNG, each at most{' '}
          {Math.round(CV_PAGE_MAX_BYTES / (1024 * 1024))} MB.
        </p>
        {pages.length === 0 ? (
          <p>You have not added any photos of a paper CV.</p>
        ) : (
          <ol className="list-unstyled row row-cols-2 row-cols-sm-3 g-2 mb-3">
            {pages.map((url, index) => (
              <li key={url} className="col">
                <CvPageImage url={url} position={index + 1} of={pages.length} />
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm w-100 mt-1"
                  disabled={busy}
                  onClick={() => setAsking(index + 1)}
                >
                  Remove page {index + 1}
                </button>
              </li>
            ))}
          </ol>
        )}
        <Field
          key={inputKey}
          label={pages.length === 0 ? 'Add photos of your CV pages' : 'Add more pages'}
          type="file"
          accept={CV_PHOTO_ACCEPT}
          multiple
          disabled={busy || room === 0}
          onChange={(event) => void onChoose([...(event.currentTarget.files ?? [])])}
          hint={
            room === 0
              ? `Your CV has ${CV_PAGES_MAX} pages, the most it can have. Remove one to add another.`
              : undefined
          }
          spacing=""
        />
        {sending && (
          <UploadProgress
            label={`Sending page ${sending.page} of ${sending.of}...`}
            value={sending.progress}
            className="mt-2"
          />
        )}
        <FormAlert message={failure} className="mt-3 mb-0" />
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={`Remove page ${asking ?? ''}?`}
        confirmLabel="Remove"
        danger
        pending={removing !== null}
        onConfirm={() => {
          if (asking !== null) void onRemove(asking);
        }}
        onCancel={() => setAsking(null)}
      >
        Employers will no longer see this page. You can add it again at any time.
      </ConfirmDialog>
    </section>
  );
}
