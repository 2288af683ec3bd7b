import type { ScamRule, ScamRuleFormInput, SuccessResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../../../api/staff-moderation';
import { api } from '../../../lib/api-client';

/** POST /api/staff/scam-rules/ (new) or PUT /api/staff/scam-rules/{id}/ (changed). */
export function useSaveScamRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...form }: ScamRuleFormInput & { id?: number }) =>
      id === undefined
        ? api.post<ScamRule>('/api/staff/scam-rules/', form)
        : api.put<ScamRule>(`/api/staff/scam-rules/${id}/`, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.rules() }),
  });
}

/** DELETE /api/staff/scam-rules/{id}/. */
export function useDeleteScamRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<SuccessResponse>(`/api/staff/scam-rules/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.rules() }),
  });
}
