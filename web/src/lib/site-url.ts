import { createContext, useContext } from 'react';

/** The site's absolute origin (the server's config.siteUrl), for what must carry a whole address: a shared link. */
export const SiteUrlContext = createContext('');

export const useSiteUrl = (): string => useContext(SiteUrlContext);
