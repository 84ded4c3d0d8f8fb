/** Accounts for the sign-in suites, in the import format; every test file gets its own database. */
export const PASSWORD = 'Start#2026pw';

export const authFixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'SAUTH1', name: 'Auth Test Supplies Ltd' },
    { code: 'SAUTH2', name: 'Second Auth Supplies Ltd' },
  ],
  users: [
    {
      loginid: 'alice',
      username: 'Alice Chan',
      email: 'alice@example.com',
      password: PASSWORD,
      supplier: 'SAUTH1',
      siteid: 'HKHQ',
      emailverified: true,
    },
    {
      loginid: 'bob',
      username: 'Bob Lee',
      email: 'bob@example.com',
      password: PASSWORD,
      supplier: 'SAUTH2',
      siteid: 'HKHQ',
      emailverified: true,
    },
    {
      loginid: 'newbie',
      username: 'New Supplier',
      email: 'newbie@example.com',
      password: PASSWORD,
      supplier: 'SAUTH1',
      siteid: 'HKHQ',
      emailverified: false,
    },
    {
      loginid: 'staff',
      username: 'Sam Staff',
      email: 'staff@example.com',
      password: PASSWORD,
      siteid: 'HKHQ',
      emailverified: true,
    },
  ],
};
