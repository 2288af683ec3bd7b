import { pageTitle } from '../config/site';
import { ApiError } from '../lib/api-client';
import { DEFAULT_DESCRIPTION } from './page-head';
import type { PageMeta, ServerPage } from './server-page';

/** The API answered that the record does not exist (as opposed to failing). */
export const isMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** "Job not found", "Company not found", "Page not found": answered with a 404. */
export const notFoundMeta = (pathname: string, what: string): PageMeta => ({
  head: { title: pageTitle(`${what} not found`), description: DEFAULT_DESCRIPTION, path: pathname },
  status: 404,
});

/** A record that failed to load for another reason: the screen shows the error; the head stays plain. */
export const errorMeta = (pathname: string): PageMeta => ({
  head: { title: pageTitle(), description: DEFAULT_DESCRIPTION, path: pathname },
  status: 200,
});

/** A page of text: nothing to fetch, a fixed head. */
export const staticMeta = (path: string, title: string | undefined, description = DEFAULT_DESCRIPTION): PageMeta => ({
  head: { title: pageTitle(title), description, path },
  status: 200,
});

/** The server's half of a page with nothing to fetch: its fixed head (ssr/pages/form-pages.ts). */
export const staticPage = (path: string, title: string, description?: string): ServerPage => ({
  meta: () => staticMeta(path, title, description),
});
