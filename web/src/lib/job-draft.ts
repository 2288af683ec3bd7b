import type { JobFormInput } from '@lj/contract';
import { readStoredJson, removeStored, writeStored } from './storage';

/**
 * A new job typed but not yet posted, kept on this device per signed-in user: a company
 * told "Subscription Required" pays and comes back to the form as it was. Removed when the job is
 * posted or the person discards it; logout clears all storage, so a shared phone does not keep it.
 * Shared by the job form (company-jobs) and the subscription page, which leads back to a waiting draft.
 */
const key = (userId: number) => `job_draft:${userId}`;

export function saveJobDraft(userId: number, values: JobFormInput): void {
  writeStored(key(userId), JSON.stringify(values));
}

/** The kept draft laid over `defaults`, only fields of the defaults' own kind (an old or edited copy can't break the form). */
export function readJobDraft(userId: number, defaults: JobFormInput): JobFormInput | null {
  const stored = readStoredJson(key(userId));
  if (!stored || typeof stored !== 'object') return null;
  const draft: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(stored)) {
    if (name in defaults && typeof value === typeof defaults[name as keyof JobFormInput]) draft[name] = value;
  }
  return draft as JobFormInput;
}

export function hasJobDraft(userId: number): boolean {
  return readStoredJson(key(userId)) !== null;
}

export function clearJobDraft(userId: number): void {
  removeStored(key(userId));
}
