import type { StaffReasonInput, StaffRoleInput, StaffUserActionResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../../api/staff';
import { api } from '../../../lib/api-client';

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
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
