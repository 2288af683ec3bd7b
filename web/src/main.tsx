// First: configures zod before any module that uses it is evaluated.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { stylesheetApplied } from './app/deferred-stylesheet';
import { loadSignedInNav } from './app/nav/load-signed-in-nav';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes, preloadScreen } from './app/router';
import { api } from './lib/api-client';
import { normalizeUser } from './lib/auth-state';
import { startPwa } from './pwa/start-pwa';
import { readStoredJson, USER_KEY } from './lib/storage';
import { hydrateServerAnswers } from './ssr/hydrate-server-answers';
import { readSsrState } from './ssr/ssr-state';
import './styles/main.scss';

/**
 * Lets the browser run between the start-up steps: each is a task of its own, so none holds the
 * main thread long enough to delay a tap (Total Blocking Time). scheduler.yield keeps the
 * app's place in line where the browser has it.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

async function start(): Promise<void> {
  // The screen of this URL first: its download runs while the rest starts.
  preloadScreen(window.location.pathname);
  await nextTask();
  // A server-rendered page carries its data and user: the app hydrates with exactly those, so the
  // first render matches the HTML. Client-only pages start from the user kept in browser storage
  // (the client entry is the one place that reads it before the first render).
  const ssrState = readSsrState(document);
  const queryClient = createQueryClient();
  if (ssrState) hydrateServerAnswers(queryClient, ssrState.queries);
  const initialUser = ssrState ? ssrState.user : normalizeUser(readStoredJson(USER_KEY));
  // A page the browser renders asks the server at once: the request code comes now, beside the screen.
  if (!ssrState) void api.prepare();
  // A signed-in visitor's navigation has its own chunk: fetched now, beside the screen's, not after it.
  if (initialUser) void loadSignedInNav();
  // The page's forms as the server rendered them (their token, a refused post): the app takes them over.
  const pageForms = { csrfToken: ssrState?.csrfToken ?? '', submission: ssrState?.submission };
  await nextTask();
  const router = createBrowserRouter(createRoutes(initialUser, Boolean(ssrState)));
  await nextTask();

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} pageForms={pageForms}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const root = document.getElementById('root');
  // Nothing renders before the whole stylesheet applies: the critical CSS covers only the server's HTML.
  await stylesheetApplied();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page.
  if (root && ssrState) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else if (root) createRoot(root).render(app);
  startPwa();
}

void start();
