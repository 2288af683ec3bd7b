import type { StaffJob, StaffJobDecision } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '../../../api/jobs';
import { staffKeys } from '../../../api/staff';
import { api } from '../../../lib/api-client';

/** POST /api/staff/jobs/{id}/decision/: release a held job, hide one, or restore a hidden one. */
export function useDecideJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: StaffJobDecision & { id: number }) =>
      api.post<StaffJob>(`/api/staff/jobs/${id}/decision/`, decision),
    // Every staff queue and figure may have moved, and the public lists with them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
