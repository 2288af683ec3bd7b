import { staffKeys } from '../../../api/staff';
import { api } from '../../../lib/api-client';
import { useRefreshingWrite } from '../../../lib/use-refreshing-write';

/** The Settings section's writes, by what they change: the answer's detail is the toast. */
export type SettingsWrite =
  | { kind: 'flags' | 'plans' | 'providers' | 'industries'; body: unknown }
  | { kind: 'plan-edit' | 'provider-edit'; id: number; body: unknown }
  | { kind: 'plan-active' | 'provider-active'; id: number; active: boolean };

type DetailResponse = { detail: string };

/** PUT flags/, POST {plans,providers,industries}/, PATCH {plans,providers}/{id}/, PUT {plans,providers}/{id}/active/. */
function writeSetting(change: SettingsWrite): Promise<DetailResponse> {
  const base = '/api/staff/settings';
  switch (change.kind) {
    case 'flags':
      return api.put<DetailResponse>(`${base}/flags/`, change.body);
    case 'plan-edit':
    case 'provider-edit': {
      const list = change.kind === 'plan-edit' ? 'plans' : 'providers';
      return api.patch<DetailResponse>(`${base}/${list}/${change.id}/`, change.body);
    }
    case 'plan-active':
    case 'provider-active': {
      const list = change.kind === 'plan-active' ? 'plans' : 'providers';
      return api.put<DetailResponse>(`${base}/${list}/${change.id}/active/`, { active: change.active });
    }
    default:
      return api.post<DetailResponse>(`${base}/${change.kind}/`, change.body);
  }
}

/** A change to the settings: they and the audit log are read again afterwards. */
export const useSettingsWrite = () => useRefreshingWrite(writeSetting, [staffKeys.all]);
