// What other features use of the company profile: its read-only queries and presenters (the buyer's
// supplier record, issue 33).
export { presentCertificate, presentContact, presentLicence } from './profile-presenter.ts';
export { listCertificates, listContacts, listLicences, listScopes } from './profile-repository.ts';
