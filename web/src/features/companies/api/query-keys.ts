/** Every query key of the public company page. */
export const companyKeys = {
  all: ['companies'] as const,
  detail: (companyId: number) => [...companyKeys.all, companyId] as const,
  jobs: (companyId: number) => [...companyKeys.all, companyId, 'jobs'] as const,
};
