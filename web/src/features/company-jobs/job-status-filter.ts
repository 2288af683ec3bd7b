/** Spec section 9: the status filter of My Job Listings. */
export const jobStatusFilters = ['all', 'active', 'inactive'] as const;
export type JobStatusFilter = (typeof jobStatusFilters)[number];

export const jobStatusFilterLabels: Record<JobStatusFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
};
