/** Every query key of the company profile feature. */
export const companyProfileKeys = {
  all: ['company-profile'] as const,
  own: ['company-profile', 'own'] as const,
  company: (id: number) => ['company-profile', 'company', id] as const,
  companyJobs: (id: number) => ['company-profile', 'company', id, 'jobs'] as const,
  industries: ['company-profile', 'industries'] as const,
};
