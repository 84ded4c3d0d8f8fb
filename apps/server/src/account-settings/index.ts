// Account settings (spec 2.11): the composition root registers the routes; no other feature needs more.
export { accountSettingsRoutes } from './account-settings-routes.ts';
