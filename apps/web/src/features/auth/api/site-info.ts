export { getSiteInfo, type SiteInfo, siteInfoQueryOptions, useSiteInfo } from '@/lib/site-info';
