import type { StaffJob, StaffJobDecision } from '@lj/contract';
import { jobKeys } from '../../../api/jobs';
import { staffKeys } from '../../../api/staff';
import { api } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/use-refreshing-write';

/**
 * POST /api/staff/jobs/{id}/decision/: release a held job, hide one, or restore a hidden one.
 * Every staff queue and figure may have moved, and the public lists with them.
 */
export const useDecideJob = () =>
  useRefreshingWrite(
    ({ id, ...decision }: StaffJobDecision & { id: number }) =>
      api.post<StaffJob>(`/api/staff/jobs/${id}/decision/`, decision),
    [staffKeys.all, jobKeys.all],
  );
