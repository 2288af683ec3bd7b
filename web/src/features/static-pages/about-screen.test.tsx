import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import AboutScreen from './about-screen';

describe('About page', () => {
  it("when a first-time visitor reads it, then the spec's text is there and it says who runs the board and where to get help", () => {
    render(
      <MemoryRouter>
        <AboutScreen />
      </MemoryRouter>,
    );
    expect(screen.getByText(/connects job seekers with companies in Liberia/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sunflower-oil trade initiative' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Who runs Liberia Jobs' })).toBeTruthy();
    expect(screen.getByText(/run by a small team in Monrovia/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Help and support' })).toBeTruthy();
    const support = screen.getByText(/A question about your account/);
    expect(support.querySelector('a[href^="mailto:"]')).toBeTruthy();
  });
});
