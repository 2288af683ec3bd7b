import type { ScamRule, ScamRuleFormInput, SuccessResponse } from '@lj/contract';
import { moderationKeys } from '../../../api/staff-moderation';
import { api } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/use-refreshing-write';

/** POST /api/staff/scam-rules/ (new) or PUT /api/staff/scam-rules/{id}/ (changed). */
const saveScamRule = ({ id, ...form }: ScamRuleFormInput & { id?: number }) =>
  id === undefined
    ? api.post<ScamRule>('/api/staff/scam-rules/', form)
    : api.put<ScamRule>(`/api/staff/scam-rules/${id}/`, form);

export const useSaveScamRule = () => useRefreshingWrite(saveScamRule, [moderationKeys.rules()]);

/** DELETE /api/staff/scam-rules/{id}/. */
export const useDeleteScamRule = () =>
  useRefreshingWrite(
    (id: number) => api.delete<SuccessResponse>(`/api/staff/scam-rules/${id}/`),
    [moderationKeys.rules()],
  );
