import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';

/** The write behind a decision (the feature's own mutation): what the hook reads and calls of it. */
type Decide<Variables> = {
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * A staff decision on one job with the reason its company reads (a held or hidden job, a reported one):
 * the reason as typed, the choice whose request runs (its button spins), a toast once it is saved, and
 * what went wrong: the reason's own error under it, anything else above the buttons.
 */
export function useJobDecision<Choice extends string, Variables>(
  decide: Decide<Variables>,
  request: (choice: Choice, reason: string) => Variables,
  done: Record<Choice, string>,
) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<Choice>();
  const send = (choice: Choice) => {
    setChosen(choice);
    decide.mutate(request(choice, reason), { onSuccess: () => toast(done[choice], { variant: 'success' }) });
  };
  const reasonError = fieldErrors(decide.error).reason;
  return {
    send,
    busy: decide.isPending,
    running: decide.isPending ? chosen : undefined,
    reason: { value: reason, onChange: setReason, error: reasonError },
    failure:
      decide.isError && !reasonError
        ? (errorDetail(decide.error) ?? 'The decision could not be saved. Please try again.')
        : null,
  };
}
