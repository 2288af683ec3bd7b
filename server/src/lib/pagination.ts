/** The same path and query as the request, on another page; page 1 drops the parameter (DRF style). */
export function pageUrl(requestUrl: string, page: number): string {
  const url = new URL(requestUrl, 'http://localhost');
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/** The same path and query on the page after a keyset cursor; page is dropped (the cursor wins). */
export function cursorUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.delete('page');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/**
 * The job list passes `hasNext` (whether another row exists) because above JOB_COUNT_EXACT_UP_TO its count
 * is an estimate; lists with exact counts let the count decide. `previous` past the end goes back to the
 * last page the count gives.
 */
export function pageLinks(
  requestUrl: string,
  page: number,
  pageSize: number,
  count: number,
  hasNext = page * pageSize < count,
) {
  return {
    next: hasNext ? pageUrl(requestUrl, page + 1) : null,
    previous: page > 1 ? pageUrl(requestUrl, Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
  };
}

/** A numbered page of a list with an exact count, DRF style: the count, the links beside it, the rows. */
export const pageAnswer = <Row>(requestUrl: string, page: number, pageSize: number, count: number, results: Row[]) => ({
  count,
  ...pageLinks(requestUrl, page, pageSize, count),
  results,
});
