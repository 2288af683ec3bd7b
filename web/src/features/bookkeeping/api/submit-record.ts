import type { BookkeepingRecordRequest, bookkeepingRecordResponseSchema } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { bookkeepingKeys } from '../../../api/bookkeeping';
import { api } from '../../../lib/api-client';

type BookkeepingRecordResponse = z.infer<typeof bookkeepingRecordResponseSchema>;

/** POST /api/companies/bookkeeping/: one month's figures as JSON numbers (product decisions). */
export const submitBookkeepingRecord = (record: BookkeepingRecordRequest): Promise<BookkeepingRecordResponse> =>
  api.post<BookkeepingRecordResponse>('/api/companies/bookkeeping/', record);

/** Success and refusal (409: the month was taken meanwhile) both change which months are open. */
export function useSubmitBookkeepingRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBookkeepingRecord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookkeepingKeys.months() }),
  });
}
