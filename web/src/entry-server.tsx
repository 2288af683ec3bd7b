import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes, createRoutes } from './app/router';
import { pageTitle } from './config/site';
import { userInfoQueryOptions } from './features/auth/api/get-user-info';
import { settingsQueryOptions } from './features/settings/api/get-settings';
import { api } from './lib/api-client';
import { normalizeUser } from './lib/auth-state';
import { renderHead, renderTitle } from './ssr/page-head';
import { clientPageTitle } from './ssr/page-titles';
import { type PageContext, type PageMeta, publicPages } from './ssr/public-pages';
import { DEFAULT_DESCRIPTION } from './ssr/page-head';
import { serializeSsrState } from './ssr/ssr-state';

/**
 * The server entry (built by `vite build --ssr` into dist-ssr/, loaded by server/src/plugins/ssr.ts).
 * The API client is the browser's one, with its fetch routed to the visitor's own in-process
 * fetch; AsyncLocalStorage keeps concurrent requests (and their cookies) apart.
 */
const visitorFetch = new AsyncLocalStorage<typeof fetch>();
api.configure({
  baseUrl: '',
  fetch: (input, init) => {
    const fetchApi = visitorFetch.getStore();
    if (!fetchApi) return Promise.reject(new Error('API call outside a server render'));
    return fetchApi(input, init);
  },
});

export type RenderOptions = {
  /** Answers API paths in-process, with the visitor's cookies. */
  fetchApi: typeof fetch;
  /** Absolute origin for canonical URLs (config.siteUrl). */
  siteUrl: string;
};

export type RenderResult = {
  /** Tags for <head>. */
  head: string;
  /** The markup of #root; empty for the client-rendered screens. */
  html: string;
  /** The JSON state script (empty when the client renders from scratch). */
  state: string;
  status: number;
};

/** Resolves once everything, lazy screens included, has rendered: the first HTML is complete. */
function renderComplete(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Never split a large boundary out into a template patched by an inline script (our CSP forbids those).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error),
    });
  });
}

/**
 * Rendering no <head>, React writes the tags it hoists (the screen's <title>, image preloads) first.
 * They belong in the head: the title is dropped (the page head has the same one), the rest moved.
 */
export function splitHoisted(markup: string): { hoisted: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)*/.exec(markup)?.[0] ?? '';
  return { hoisted: leading.replaceAll(/<title>[^<]*<\/title>/g, ''), body: markup.slice(leading.length) };
}

const notFoundMeta = (pathname: string): PageMeta => ({
  head: { title: pageTitle('Page not found'), description: DEFAULT_DESCRIPTION, path: pathname },
  status: 404,
});

export async function render(url: string, { fetchApi, siteUrl }: RenderOptions): Promise<RenderResult> {
  const location = new URL(url, siteUrl);
  const { pathname } = location;
  // The screen the browser's router will show: it ranks static segments first, so /company/post-job
  // is the company's form, not the public company page /company/:companyId (which would answer a
  // 404 "Company not found" with the form's markup in it).
  const routePath = matchRoutes(appRoutes, pathname)?.at(-1)?.route.path;
  const matched = publicPages
    .filter((page) => (page.routePath ?? page.path) === routePath)
    .map((page) => ({ page, match: matchPath(page.path, pathname) }))
    .find((candidate) => candidate.match !== null);
  const unknownPath = !matched && routePath === '*';
  if (!matched && !unknownPath)
    return { head: renderTitle(clientPageTitle(pathname)), html: '', state: '', status: 200 };

  return visitorFetch.run(fetchApi, async () => {
    const queryClient = createQueryClient();
    // A failed request renders its message here (the browser would retry it on mount instead).
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
    // The site's feature flags go with every page: every page reads them after load
    // (app/api-client-settings.tsx), and a request of its own costs a phone a round trip.
    const [info] = await Promise.all([
      queryClient.fetchQuery(userInfoQueryOptions()).catch(() => null),
      queryClient.prefetchQuery(settingsQueryOptions()),
    ]);
    const user = info?.authenticated ? normalizeUser(info.user) : null;
    const context: PageContext = {
      queryClient,
      params: matched?.match?.params ?? {},
      searchParams: location.searchParams,
      pathname,
      siteUrl,
      today: new Date().toISOString().slice(0, 10),
    };
    if (matched) await matched.page.prefetch(context);
    const meta = matched ? await matched.page.meta(context) : notFoundMeta(pathname);

    const handler = createStaticHandler(createRoutes(user, true));
    const routerContext = await handler.query(new Request(location));
    if (routerContext instanceof Response) throw new Error(`Unexpected redirect while rendering ${pathname}`);
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const { hoisted, body } = splitHoisted(
      await renderComplete(
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
        </AppProviders>,
      ),
    );
    // A missing page is re-rendered by the client (its failed query is not part of the state).
    const state = meta.status === 200 ? serializeSsrState({ queries: dehydrate(queryClient), user }) : '';
    return { head: renderHead(meta.head, siteUrl) + hoisted, html: body, state, status: meta.status };
  });
}
