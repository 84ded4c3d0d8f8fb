// What the tender detail uses of the site inspections: the dialog (its button label is
// `buttons.siteInspection` of the `site-inspections` namespace).
export { SiteInspectionDialog } from './components/site-inspection-dialog';
