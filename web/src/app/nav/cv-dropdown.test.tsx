import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CvDropdown } from './cv-dropdown';

function app() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ul>
              <CvDropdown />
            </ul>
            <p>Elsewhere</p>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'profile/cv', element: <h1>Structured CV page</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return <RouterProvider router={router} />;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML in the page, opened by a tap before the app started, then hydrated. */
async function openedBeforeHydration() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app());
  document.body.append(container);
  const details = container.querySelector('details') as HTMLDetailsElement;
  expect(details.open).toBe(false);
  details.open = true;
  await act(async () => {
    root = hydrateRoot(container, app());
  });
  return details;
}

describe('CvDropdown', () => {
  it('when it was opened before the app started, then hydration keeps it open without a mismatch', async () => {
    const details = await openedBeforeHydration();
    expect(details.open).toBe(true);
    expect(screen.getByText('My CV').tagName).toBe('SUMMARY');
  });

  it('when Escape is pressed with the focus in the menu, then it closes and the focus goes back to My CV', async () => {
    const details = await openedBeforeHydration();
    screen.getByRole('link', { name: 'Upload CV' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('My CV'));
  });

  it('when a press lands outside it, then it closes; inside, it stays open', async () => {
    const details = await openedBeforeHydration();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('link', { name: 'Upload CV' }) });
    expect(details.open).toBe(true);
    await userEvent.pointer({ keys: '[/MouseLeft][MouseLeft]', target: screen.getByText('Elsewhere') });
    expect(details.open).toBe(false);
  });

  it('when a link of the menu is followed, then the app navigates and the menu closes', async () => {
    const details = await openedBeforeHydration();
    await userEvent.click(screen.getByRole('link', { name: 'Structured CV' }));
    expect(await screen.findByRole('heading', { name: 'Structured CV page' })).toBeTruthy();
    expect(details.open).toBe(false);
  });
});
