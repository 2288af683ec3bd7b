import type { Job } from '@lj/contract';
import { paths } from '../../../config/paths';
import { useSiteUrl } from '../../../lib/site-url';

/** What the share carries: title, company, place and the job's address (WhatsApp shows the link's preview). */
export function shareText(job: Job, url: string): string {
  const place = [job.location, job.is_remote ? 'Remote' : ''].filter(Boolean).join(', ');
  return `${job.title} at ${job.company.name}${place ? ` (${place})` : ''}${url ? `\n${url}` : ''}`;
}

/**
 * Job links travel by WhatsApp here: a WhatsApp link (wa.me opens the app or WhatsApp Web) in the
 * server's HTML, with the site's own address, so it is there at once and without scripts. The phone's
 * own share sheet (navigator.share) is a button the page script shows where the browser has one
 * (pages/share.ts).
 */
export function ShareJob({ job }: { job: Job }) {
  const url = `${useSiteUrl()}${paths.jobDetail.href(job.id)}`;
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <a
        className="btn btn-success btn-sm"
        href={`https://wa.me/?text=${encodeURIComponent(shareText(job, url))}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on WhatsApp
      </a>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        hidden
        data-share-title={job.title}
        data-share-text={shareText(job, '')}
        data-share-url={url}
      >
        Share
      </button>
    </div>
  );
}
