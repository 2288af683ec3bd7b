import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../../api/staff';
import { api } from '../../../lib/api-client';

/** The Settings section's writes, by what they change: the answer's detail is the toast. */
export type SettingsWrite = { kind: 'flags' | 'plans' | 'providers' | 'industries'; body: unknown };

type DetailResponse = { detail: string };

/** PUT /api/staff/settings/flags/, POST /api/staff/settings/{plans,providers,industries}/. */
const writeSetting = ({ kind, body }: SettingsWrite): Promise<DetailResponse> =>
  kind === 'flags'
    ? api.put<DetailResponse>('/api/staff/settings/flags/', body)
    : api.post<DetailResponse>(`/api/staff/settings/${kind}/`, body);

/** A change to the settings: they and the audit log are read again afterwards. */
export function useSettingsWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
