import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('password field', () => {
  it('when rendered on the server, then its button is hidden until a script that makes it work shows it', () => {
    const html = renderToString(<PasswordField label="Password" name="password" />);
    expect(html).toContain('type="password"');
    expect(html).toMatch(/<button[^>]*hidden=""[^>]*data-password-toggle/);
  });

  it('when it has an error, then the message shows and is tied to the input beside the rules', () => {
    render(<PasswordField label="New password" hint="At least 8 characters." error="Password is required" />);
    const input = screen.getByLabelText('New password');
    const described = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described).toContain(screen.getByText('Password is required').id);
    expect(described).toContain(screen.getByText('At least 8 characters.').id);
    expect(input.closest('.input-group')?.classList.contains('is-invalid')).toBe(true);
  });
});
