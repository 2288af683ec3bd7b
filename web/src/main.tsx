// First: configures zod before any module that uses it is evaluated.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  // The app serves only its own screens (public pages are the server's, with the page script): it
  // starts from the user kept in browser storage, which the auth state machine then confirms.
  const queryClient = createQueryClient();
  const initialUser = normalizeUser(readStoredJson(USER_KEY));
  void api.prepare();
  // A signed-in visitor's navigation has its own chunk: fetched now, beside the screen's, not after it.
  if (initialUser) void loadSignedInNav();
  // The app's forms never post as pages: no page token, no refused post to show.
  const pageForms = { csrfToken: '' };
  await nextTask();
  const router = createBrowserRouter(createRoutes(initialUser));
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
  if (root) createRoot(root).render(app);
  startPwa();
}

void start();
