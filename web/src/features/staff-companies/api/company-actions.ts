import type { SuccessResponse } from '@lj/contract';
import { staffCompanyKeys } from '../../../api/staff-companies';
import { api } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/use-refreshing-write';

export type CompanyAction =
  | { kind: 'verification'; id: number; verified: boolean }
  | { kind: 'suspend' | 'unsuspend'; id: number; reason: string };

const send = (action: CompanyAction) =>
  action.kind === 'verification'
    ? api.post<SuccessResponse>(`/api/staff/companies/${action.id}/verification/`, { verified: action.verified })
    : api.post<SuccessResponse>(`/api/staff/companies/${action.id}/${action.kind}/`, { reason: action.reason });

/** Verify, suspend or lift a suspension; the list is read again after each. */
export const useCompanyAction = () => useRefreshingWrite(send, [staffCompanyKeys.all]);
