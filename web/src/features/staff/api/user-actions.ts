import type { StaffReasonInput, StaffRoleInput, StaffUserActionResponse } from '@lj/contract';
import { staffKeys } from '../../../api/staff';
import { api } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/use-refreshing-write';

export type UserAction = 'deactivate' | 'reactivate' | 'password-reset' | 'role';

/** POST /api/staff/users/{id}/{action}/: the answer's detail is the toast. */
const runUserAction = ({
  id,
  action,
  body,
}: {
  id: number;
  action: UserAction;
  body: StaffReasonInput | StaffRoleInput;
}) => api.post<StaffUserActionResponse>(`/api/staff/users/${id}/${action}/`, body);

/** An action on an account: the search results and the audit log are read again afterwards. */
export const useUserAction = () => useRefreshingWrite(runUserAction, [staffKeys.all]);
