/** Every query key of the CV feature. */
export const cvKeys = {
  structured: ['cv', 'structured'] as const,
};
