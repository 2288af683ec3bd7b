import type { StructuredCv, StructuredCvUpdate } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cvKeys } from '../../../api/cv';
import { api } from '../../../lib/api-client';

/** PUT /accounts/api/structured-cv/: the whole CV; answers it as saved. */
export const saveCv = (cv: StructuredCvUpdate): Promise<StructuredCv> =>
  api.put<StructuredCv>('/accounts/api/structured-cv/', cv);

export function useSaveCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCv,
    onSuccess: (saved) => queryClient.setQueryData(cvKeys.structured(), saved),
  });
}
