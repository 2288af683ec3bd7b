import type { JobListQuery } from '@lj/contract';
import { queryString } from '../../../lib/query-string';

/**
 * The feeds of the list's current search (RSS and JSON Feed, server/src/modules/feeds), for
 * feed readers and browsers. React puts the links in <head>; the server render moves them there too.
 */
export function FeedLinks({ query }: { query: Omit<JobListQuery, 'page'> }) {
  const search = queryString({ ...query, status: undefined, view: undefined, cursor: undefined });
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title="Jobs (RSS)" href={`/api/jobs/feed.xml${search}`} />
      <link
        rel="alternate"
        type="application/feed+json"
        title="Jobs (JSON Feed)"
        href={`/api/jobs/feed.json${search}`}
      />
    </>
  );
}
