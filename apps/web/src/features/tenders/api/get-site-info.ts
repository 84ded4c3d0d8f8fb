// The site facts are one query of the whole app (the shell loads them first); the tenders use the
// company name, the time zone and the default currency.
export { type SiteInfo, siteInfoQueryOptions, useSiteInfo } from '@/lib/site-info';
