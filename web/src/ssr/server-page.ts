import type { User } from '@lj/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PageHead } from './page-head';

/** What a server-rendered page's prefetch and head are given. */
export type PageContext = {
  queryClient: QueryClient;
  params: Params;
  searchParams: URLSearchParams;
  pathname: string;
  siteUrl: string;
  /** YYYY-MM-DD (UTC: Liberia is on GMT), for deadlines. */
  today: string;
  /** Who is signed in (null for a guest): what a page shows them may need more data. */
  user: User | null;
};

/** A page's head, and the HTTP status its first HTML answers with (404 for a missing job or company). */
export type PageMeta = { head: PageHead; status: number };

/**
 * The server's half of a server-rendered page: a module in ssr/pages/, named by the page's entry in
 * app/routes.ts (the sign-in pages, with nothing to fetch, share form-pages.ts). Only the server build
 * loads these.
 */
export type ServerPage = {
  /** Fills the query cache through the screens' own queryOptions, so the screen renders with data. */
  prefetch?(context: PageContext): Promise<unknown>;
  meta(context: PageContext): Promise<PageMeta> | PageMeta;
};
