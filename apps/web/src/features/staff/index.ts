// Public surface of the staff feature: the app's tender detail route mounts it for non-supplier accounts.
export { StaffTenderDetail } from './components/staff-tender-detail';
