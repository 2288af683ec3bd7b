import type { Company } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../api/companies';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

/** POST /companies/profile/api/ as multipart (text fields, logo file, delete_logo); answers the company. */
export const updateCompanyProfile = (form: FormData): Promise<Company> =>
  api.post<Company>('/companies/profile/api/', form);

/** The saved company replaces the cached one; the user is re-read so the header shows the new name. */
export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  const { recheck } = useAuth();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.own(), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.detail(company.id) });
      void recheck();
    },
  });
}
