import type { Config } from '../../config';

/** A path of this site as a full link, for a mail or an SMS. */
export const siteLink = (config: Config, path: string) => `${config.siteUrl.replace(/\/+$/, '')}${path}`;
