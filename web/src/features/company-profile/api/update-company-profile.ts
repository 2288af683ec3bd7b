import type { OwnCompany } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../api/companies';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

/** POST /companies/profile/api/ as multipart (text fields, logo file, delete_logo); answers the company. */
export const updateCompanyProfile = (form: FormData): Promise<OwnCompany> =>
  api.post<OwnCompany>('/companies/profile/api/', form);

/**
 * The saved company replaces the cached one; the user is re-read so the header shows the new name; the
 * job filter's company list is re-read, since a company that just chose its name joins it.
 */
export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  const { recheck } = useAuth();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.own(), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.detail(company.id) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.options() });
      void recheck();
    },
  });
}
