import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyJobKeys } from '../../../api/company-jobs';
import { jobKeys } from '../../../api/jobs';

/**
 * A write to one of the company's jobs (save, delete): afterwards the company's listings and every
 * public job list and page are read again, since any of them may show the job.
 */
export function useJobWrite<TVariables, TData>(write: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyJobKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
