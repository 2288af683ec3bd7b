import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/router';
import { normalizeUser } from './lib/auth-state';
import { startPwa } from './pwa/start-pwa';
import { readStoredJson, USER_KEY } from './lib/storage';
import { readSsrState } from './ssr/ssr-state';
import './styles/main.scss';

// A server-rendered page carries its data and user: the app hydrates with exactly those, so the
// first render matches the HTML. Client-only pages start from the user kept in browser storage
// (the client entry is the one place that reads it before the first render).
const ssrState = readSsrState(document);
const queryClient = createQueryClient();
if (ssrState) hydrate(queryClient, ssrState.queries);
const router = createBrowserRouter(
  ssrState ? createRoutes(ssrState.user, true) : createRoutes(normalizeUser(readStoredJson(USER_KEY))),
);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

const root = document.getElementById('root');
if (root && ssrState) hydrateRoot(root, app);
else if (root) createRoot(root).render(app);
startPwa();
