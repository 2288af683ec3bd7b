import type { Job } from '@lj/contract';
import { useSyncExternalStore } from 'react';
import { paths } from '../../../config/paths';

const noChange = () => () => {};

/** What the share carries: title, company, place and the job's address (WhatsApp shows the link's preview). */
export function shareText(job: Job, url: string): string {
  const place = [job.location, job.is_remote ? 'Remote' : ''].filter(Boolean).join(', ');
  return `${job.title} at ${job.company.name}${place ? ` (${place})` : ''}${url ? `\n${url}` : ''}`;
}

/**
 * Job links travel by WhatsApp here. A WhatsApp link (wa.me opens the app or WhatsApp Web),
 * and the phone's own share sheet where it has one (navigator.share). Both need the page's absolute
 * address, known only in the browser: shown once the app runs.
 */
export function ShareJob({ job }: { job: Job }) {
  const origin = useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => '',
  );
  const canShare = useSyncExternalStore(
    noChange,
    () => typeof navigator.share === 'function',
    () => false,
  );
  if (!origin) return null;
  const url = `${origin}${paths.jobDetail.href(job.id)}`;
  const text = shareText(job, url);
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <a
        className="btn btn-success btn-sm"
        href={`https://wa.me/?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on WhatsApp
      </a>
      {canShare && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => {
            // A closed share sheet rejects: nothing to report.
            navigator.share({ title: job.title, text: shareText(job, ''), url }).catch(() => undefined);
          }}
        >
          Share
        </button>
      )}
    </div>
  );
}
