import type { SaveJobResponse } from '@lj/contract';
import type { QueryClient } from '@tanstack/react-query';
import { jobKeys } from '../../../api/jobs';
import { savedJobKeys } from '../../../api/saved-jobs';
import { errorDetail } from '../../../lib/api-errors';
import { sendOrQueue } from '../../../pwa/offline-queue';
import {
  JOB_SAVE_QUEUED,
  JOB_SAVED,
  JOB_UNSAVE_QUEUED,
  JOB_UNSAVED,
  SAVE_FAILED,
} from '../../../pwa/queued-save-messages';
import { isQueuedRequest } from '../../../pwa/worker-messages';

export type SaveOutcome = { saved: boolean; message: string; variant: 'success' | 'info' | 'danger' };

/** Every cached job (a detail, a card in any list) with this id, marked saved or not. */
function markCached(value: unknown, jobId: number, saved: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => markCached(item, jobId, saved));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.id === jobId && 'is_saved' in record) return { ...record, is_saved: saved };
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, markCached(item, jobId, saved)]));
}

/**
 * Saves the job or takes it off (offline: queued like an application, pwa/offline-queue.ts), then
 * marks it in every cached job list and page without fetching them again. Loaded on the first tap
 * of a Save control, so the control itself adds almost nothing to a first visit.
 */
export async function sendSave(queryClient: QueryClient, jobId: number, save: boolean): Promise<SaveOutcome> {
  try {
    const answer = await sendOrQueue<SaveJobResponse | null>(save ? 'POST' : 'DELETE', `/api/jobs/${jobId}/save/`);
    if (isQueuedRequest(answer))
      return { saved: save, message: save ? JOB_SAVE_QUEUED : JOB_UNSAVE_QUEUED, variant: 'info' };
  } catch (error) {
    return { saved: !save, message: errorDetail(error) ?? SAVE_FAILED, variant: 'danger' };
  }
  queryClient.setQueriesData({ queryKey: jobKeys.all }, (data: unknown) => markCached(data, jobId, save));
  void queryClient.invalidateQueries({ queryKey: savedJobKeys.all });
  return { saved: save, message: save ? JOB_SAVED : JOB_UNSAVED, variant: 'success' };
}
