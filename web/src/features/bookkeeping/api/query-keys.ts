/** Every query key of the bookkeeping feature. */
export const bookkeepingKeys = {
  months: ['bookkeeping', 'months'] as const,
};
