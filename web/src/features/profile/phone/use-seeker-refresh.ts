import { useQueryClient } from '@tanstack/react-query';
import { profileKeys, profileQueryOptions } from '../../../api/profile';
import { useAuth } from '../../../lib/auth-context';

/**
 * After a step of the seeker's phone or SMS choices: the profile is read again (it carries the number,
 * whether it is confirmed, and the SMS choices), and the signed-in user with it (the alerts form reads it).
 */
export function useSeekerRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    const fresh = queryClient.getQueryData(profileQueryOptions().queryKey);
    if (fresh?.user) updateUser(fresh.user);
  };
}
