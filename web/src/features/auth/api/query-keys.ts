/** Every query key of the auth feature. */
export const authKeys = {
  userInfo: ['auth', 'user-info'] as const,
  googleClientId: ['auth', 'google-client-id'] as const,
};
