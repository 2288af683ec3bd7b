/** Every query key of the profile feature (the CV upload screen shares the profile answer). */
export const profileKeys = {
  all: ['profile'] as const,
  profile: ['profile', 'job-seeker'] as const,
};
