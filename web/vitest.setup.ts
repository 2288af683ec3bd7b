import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
