export { getSiteInfo, type SiteInfo, siteInfoQueryOptions, useSiteInfo } from '@/lib/site-info';

/** Spec 9: 30 minutes, used until the server has said otherwise. */
export const DEFAULT_IDLE_TIMEOUT_MS = 1_800_000;
