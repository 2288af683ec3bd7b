import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusMainOnNavigation } from './focus-main-on-navigation';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(main);
  return (
    <main ref={main} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function Jobs() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Jobs {params.get('status') ?? 'all'}</h1>
      <button type="button" onClick={() => setParams({ status: 'active' })}>
        Active
      </button>
      <Link to="/jobs/7">View Job</Link>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/jobs', element: <Jobs /> },
          { path: '/jobs/:id', element: <h1>Job 7</h1> },
        ],
      },
    ],
    { initialEntries: ['/jobs'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a page change', () => {
  it('when the app first renders, then the focus is not moved', () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
  });

  it('when a link opens another page, then the main area has the focus', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'View Job' }));
    expect(await screen.findByRole('heading', { name: 'Job 7' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('when Back returns to the page before, then the main area has the focus again', async () => {
    const router = renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'View Job' }));
    await screen.findByRole('heading', { name: 'Job 7' });
    screen.getByRole('main').blur();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Jobs all' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('when only the query changes, then the focus stays where the person is', async () => {
    renderApp();
    const active = screen.getByRole('button', { name: 'Active' });
    await userEvent.click(active);
    expect(await screen.findByRole('heading', { name: 'Jobs active' })).toBeTruthy();
    expect(document.activeElement).toBe(active);
  });
});
