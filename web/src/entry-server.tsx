import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { FormSubmission } from '@lj/contract';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/router';
import { pageTitle } from './config/site';
import { userInfoQueryOptions } from './api/auth';
import { unreadCountQueryOptions } from './api/notifications';
import { settingsQueryOptions } from './api/settings';
import { api } from './lib/api-client';
import { normalizeUser } from './lib/auth-state';
import { SiteUrlContext } from './lib/site-url';
import { serverAnswerFor } from './ssr/match-page';
import { renderHead, renderTitle } from './ssr/page-head';
import type { PageContext } from './ssr/server-page';
import { serializePageState } from './ssr/ssr-state';

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
  /** For the hidden field of the page's forms. */
  csrfToken: string;
  /** After a refused form post to this page: shown again with its messages. */
  submission?: FormSubmission;
};

export type RenderResult = {
  /** Tags for <head>. */
  head: string;
  /** The markup of #root; empty for the app's screens, which the browser renders. */
  html: string;
  /** The JSON script naming who the page was rendered for (empty for the app's screens). */
  state: string;
  status: number;
  /**
   * A public page, complete as HTML: sent with the page script, never with the React app. Else an
   * app screen: the app's shell, which the React app renders in the browser.
   */
  page: boolean;
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

export async function render(
  url: string,
  { fetchApi, siteUrl, csrfToken, submission }: RenderOptions,
): Promise<RenderResult> {
  const location = new URL(url, siteUrl);
  const { pathname } = location;
  // The route table says which pages the server renders; every other one is the client's shell.
  const answer = serverAnswerFor(pathname);
  if (answer.kind === 'shell')
    return { head: renderTitle(pageTitle(answer.title)), html: '', state: '', status: 200, page: false };

  return visitorFetch.run(fetchApi, async () => {
    const queryClient = createQueryClient();
    // A failed request renders its message here (the browser would retry it on mount instead).
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
    // The page's server module loads beside the user and the site's feature flags. The flags go with
    // every page: every page reads them after load (app/api-client-settings.tsx), and a request of
    // its own costs a phone a round trip.
    const [info, page] = await Promise.all([
      queryClient.fetchQuery(userInfoQueryOptions()).catch(() => null),
      answer.load(),
      queryClient.prefetchQuery(settingsQueryOptions()),
    ]);
    const user = info?.authenticated ? normalizeUser(info.user) : null;
    const context: PageContext = {
      queryClient,
      params: answer.params,
      searchParams: location.searchParams,
      pathname,
      siteUrl,
      today: new Date().toISOString().slice(0, 10),
      user,
    };
    await Promise.all([
      page.prefetch?.(context),
      // A seeker's or a company's navigation counts their unread news on every page (app/nav/notifications-nav-item.tsx).
      (user?.user_type === 'job_seeker' || user?.user_type === 'company') &&
        queryClient.prefetchQuery(unreadCountQueryOptions()),
    ]);
    const meta = await page.meta(context);

    const handler = createStaticHandler(createRoutes(user, true));
    const routerContext = await handler.query(new Request(location));
    if (routerContext instanceof Response) throw new Error(`Unexpected redirect while rendering ${pathname}`);
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const { hoisted, body } = splitHoisted(
      await renderComplete(
        <SiteUrlContext.Provider value={siteUrl.replace(/\/$/, '')}>
          <AppProviders queryClient={queryClient} pageForms={{ csrfToken, submission }}>
            <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
          </AppProviders>
        </SiteUrlContext.Provider>,
      ),
    );
    return {
      head: renderHead(meta.head, siteUrl) + hoisted,
      html: body,
      state: serializePageState({ user }),
      status: meta.status,
      page: true,
    };
  });
}
