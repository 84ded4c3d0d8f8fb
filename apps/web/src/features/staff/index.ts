// Public surface of the staff feature: the tender detail mounts it for non-supplier accounts.
export { StaffTenderDetail } from './components/staff-tender-detail';
