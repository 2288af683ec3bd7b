import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write after which every query under these keys is read again (once it succeeded), so each screen
 * that shows what it changed shows the change.
 */
export function useRefreshingWrite<TVariables, TData>(
  write: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
