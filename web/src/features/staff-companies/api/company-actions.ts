import type { SuccessResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCompanyKeys } from '../../../api/staff-companies';
import { api } from '../../../lib/api-client';

export type CompanyAction =
  | { kind: 'verification'; id: number; verified: boolean }
  | { kind: 'suspend' | 'unsuspend'; id: number; reason: string };

const send = (action: CompanyAction) =>
  action.kind === 'verification'
    ? api.post<SuccessResponse>(`/api/staff/companies/${action.id}/verification/`, { verified: action.verified })
    : api.post<SuccessResponse>(`/api/staff/companies/${action.id}/${action.kind}/`, { reason: action.reason });

/** Verify, suspend or lift a suspension; the list is read again after each. */
export function useCompanyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffCompanyKeys.all }),
  });
}
