import type { ReportDecision, StaffJob } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '../../../api/jobs';
import { staffKeys } from '../../../api/staff';
import { api } from '../../../lib/api-client';

/** POST /api/staff/reports/{jobId}/decision/: dismiss (the job is back) or uphold (it stays hidden). */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, ...decision }: ReportDecision & { jobId: number }) =>
      api.post<StaffJob>(`/api/staff/reports/${jobId}/decision/`, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
