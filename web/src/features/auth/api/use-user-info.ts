import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from './get-user-info';

/** For screens; apart from get-user-info.ts, which the entry script loads (it keeps useQuery out of it). */
export const useUserInfo = () => useQuery(userInfoQueryOptions());
