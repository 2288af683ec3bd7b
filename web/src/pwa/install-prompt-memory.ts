import { readStoredJson, writeStored } from '../lib/storage';
import type { InstallPromptMemory } from './install-prompt-rules';

/** Local storage for the install prompt's rules; the visit is counted once per browser session. */
const MEMORY_KEY = 'install_prompt';
const VISIT_COUNTED_KEY = 'install_prompt_visit_counted';

function read(): InstallPromptMemory {
  const stored = readStoredJson(MEMORY_KEY) as Partial<InstallPromptMemory> | null;
  return {
    visits: typeof stored?.visits === 'number' ? stored.visits : 0,
    lastDismissedAt: typeof stored?.lastDismissedAt === 'number' ? stored.lastDismissedAt : null,
    installed: stored?.installed === true,
  };
}

const write = (memory: InstallPromptMemory) => writeStored(MEMORY_KEY, JSON.stringify(memory));

function sessionFlag(): boolean {
  try {
    if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return true;
    sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    return false;
  } catch {
    // No session storage: count every page load rather than never.
    return false;
  }
}

/** Counts this visit if this browser session has not been counted yet; returns the memory. */
export function recordVisit(): InstallPromptMemory {
  const memory = read();
  if (sessionFlag()) return memory;
  const counted = { ...memory, visits: memory.visits + 1 };
  write(counted);
  return counted;
}

export const rememberDismissal = (now: number) => write({ ...read(), lastDismissedAt: now });
export const rememberInstalled = () => write({ ...read(), installed: true });
