/** Every query key of the company applications feature. */
export const companyApplicationsKeys = {
  all: ['company-applications'] as const,
  ofJob: (jobId: number) => ['company-applications', 'job', jobId] as const,
  detail: (id: number) => ['company-applications', 'detail', id] as const,
};
