import type { User } from '@lj/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../app/providers';
import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../features/auth/components/auth-provider';

/**
 * Renders one screen with what it needs (query client, toasts, authentication, router) at `path`.
 * On the sign-in screens the auth provider asks the server nothing, so validation needs no server.
 * A given query client may hold what the screen reads, as if the server had answered.
 */
export function renderScreen(
  screen: ReactNode,
  path: string,
  options: { user?: User | null; queryClient?: QueryClient } = {},
) {
  return render(
    <QueryClientProvider client={options.queryClient ?? createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          {/* A given user (or null, a guest) is taken as the server confirmed it: no user-info request. */}
          <AuthProvider initialUser={options.user ?? null} serverConfirmed={options.user !== undefined}>
            {screen}
          </AuthProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
