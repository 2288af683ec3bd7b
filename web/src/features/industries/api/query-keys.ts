/** Every query key of the industries feature. */
export const industryKeys = {
  all: ['industries'] as const,
  list: () => [...industryKeys.all, 'list'] as const,
  companies: (industryId: number) => [...industryKeys.all, industryId, 'companies'] as const,
};
