import type { PhoneConfirmationState } from '@lj/contract';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';

/**
 * One request about a phone's confirmation or SMS: while it runs, `isPending` (the button's spinner);
 * after it, `refresh` re-reads what shows the number (the seeker's profile, the company's) before the
 * button comes back; the server's sentence is shown as a toast. A refusal's sentence is `error` (shown
 * beside the control).
 */
export function useSmsAction<Input, Answer extends PhoneConfirmationState>(
  send: (input: Input) => Promise<Answer>,
  refresh: () => Promise<void>,
) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (state) => {
      await refresh();
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
