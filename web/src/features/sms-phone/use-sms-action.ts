import type { SmsPhoneState } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../api/profile';
import { useToast } from '../../components/ui/toast';
import { errorDetail, fieldErrors } from '../../lib/api-errors';

/**
 * One SMS setting's request: while it runs, `isPending` (the button's spinner); after it, the profile is
 * read again (it carries sms_phone and sms_receipts) before the button comes back, and the server's
 * sentence is shown as a toast. A refusal's sentence is `error` (shown beside the control).
 */
export function useSmsAction<Input>(send: (input: Input) => Promise<SmsPhoneState>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (state) => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
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
