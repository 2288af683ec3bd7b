import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The first findBy of a file waits on lazy screens compiled on demand; on a busy two-core machine
// that takes longer than Testing Library's one second.
configure({ asyncUtilTimeout: 5000 });

const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
