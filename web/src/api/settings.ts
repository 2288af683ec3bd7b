import type { Settings } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

/** The query key of the site settings (one answer, the same for everyone). */
export const settingsKeys = {
  all: ['settings'] as const,
};

/** GET /companies/api/settings/: the feature flags. */
export const getSettings = (signal?: AbortSignal) => api.get<Settings>('/companies/api/settings/', { signal });

/**
 * Feature flags are kept for the life of the page (spec section 9: cached locally, dropped when
 * the screen is left): fetched once, never refetched on focus.
 */
export const settingsQueryOptions = () =>
  readQuery(settingsKeys.all, getSettings, { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY });
