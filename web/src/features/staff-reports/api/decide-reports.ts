import type { ReportDecision, StaffJob } from '@lj/contract';
import { jobKeys } from '../../../api/jobs';
import { staffKeys } from '../../../api/staff';
import { api } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/use-refreshing-write';

/**
 * POST /api/staff/reports/{jobId}/decision/: dismiss (the job is back) or uphold (it stays hidden).
 * Every staff queue and figure may have moved, and the public lists with them.
 */
export const useDecideReports = () =>
  useRefreshingWrite(
    ({ jobId, ...decision }: ReportDecision & { jobId: number }) =>
      api.post<StaffJob>(`/api/staff/reports/${jobId}/decision/`, decision),
    [staffKeys.all, jobKeys.all],
  );
