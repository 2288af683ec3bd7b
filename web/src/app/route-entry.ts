import type { User } from '@lj/contract';
import type { ServerPage } from '../ssr/server-page';
import type { Screen } from './lazy-screen';

/** Who may open a page: anyone, any signed-in user, or signed-in users of these kinds. */
export type Access = 'public' | 'signed-in' | ReadonlyArray<User['user_type']>;

/**
 * A page. `title`, `serverPage` and `serverPath` are what the server answers for its address
 * (ssr/match-page.ts); routes.ts spreads them from `import.meta.env.SSR && {...}`, so the browser's
 * build leaves them out.
 */
export type PageRoute = {
  /** From config/paths.ts. */
  path: string;
  screen: Screen;
  /** The <title> of the first HTML of a page the browser renders (a server-rendered page's comes from its module). */
  title?: string;
  /** Rendered on the server with its data: the module (ssr/pages/) with the page's prefetch and head. */
  serverPage?: () => Promise<ServerPage>;
  /**
   * A public page: the server's, complete as HTML with the page script. The browser's router never
   * renders it: following a link to it from an app screen loads it as a document (document-page.tsx).
   */
  page?: true;
  /** A page only where this narrower path matches (else wherever `path` does); elsewhere the screen. */
  serverPath?: string;
};

/** An old or shorthand address that sends the browser on (no screen, no server render). */
export type RedirectRoute = { path: string; redirectTo: string };

/**
 * A section of the table: its pages share who may see them (guarded pages sit under one guard) and,
 * when `layout` is set, a lazy layout that renders them in its outlet (the staff console's menu).
 */
export type AccessGroup = { access: Access; layout?: Screen; children: Array<PageRoute | RedirectRoute> };

/** Any entry, for matching the table with React Router's matchRoutes. */
export type RouteEntry = AccessGroup | PageRoute | RedirectRoute;
