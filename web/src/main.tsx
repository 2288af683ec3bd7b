import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/router';
import { normalizeUser } from './lib/auth-state';
import { readStoredJson, USER_KEY } from './lib/storage';
import './styles/main.scss';

// The client entry is the one place that reads browser storage before the first render.
const router = createBrowserRouter(createRoutes(normalizeUser(readStoredJson(USER_KEY))));
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
