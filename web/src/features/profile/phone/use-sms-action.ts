import type { SmsPhoneState } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys, profileQueryOptions } from '../../../api/profile';
import { useToast } from '../../../components/ui/toast';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth-context';

/**
 * One request about the phone's confirmation or SMS: while it runs, `isPending` (the button's spinner);
 * after it, the profile is read again (it carries the number, whether it is confirmed, and
 * sms_receipts), and the signed-in user with it (the alerts form reads it), before the button comes
 * back; the server's sentence is shown as a toast. A refusal's sentence is `error` (shown beside the
 * control).
 */
export function useSmsAction<Input>(send: (input: Input) => Promise<SmsPhoneState>) {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (state) => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      const fresh = queryClient.getQueryData(profileQueryOptions().queryKey);
      if (fresh?.user) updateUser(fresh.user);
      if (state.detail) toast(state.detail, { variant: 'success' });
    },
  });
  const fields = fieldErrors(mutation.error);
  const error = mutation.isError
    ? (Object.values(fields)[0] ??
      errorDetail(mutation.error) ??
      'That did not work. Check your connection and try again.')
    : null;
  return { ...mutation, error };
}
