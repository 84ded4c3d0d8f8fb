import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './test-server.ts';

/** Accounts, profiles, tenders and work orders of the profile and document suites, in the import format. */
export const PROFILE_PASSWORD = 'Start#2026pw';

export const profileFixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    {
      code: 'SPROF1',
      name: 'Profile Test Cleaning Ltd',
      addressline1: '1 Harbour Road',
      city: 'Hong Kong',
      state: 'HK',
      zip: '000000',
      phone: '+852 2000 1000',
      homepage: 'https://clean.example.com',
      contacts: [
        {
          email: 'pat@example.com',
          contact: 'Pat Profile',
          salutation: 'Ms',
          position: 'Director',
          status: 'ACTIVE',
          emailverified: true,
        },
      ],
      scopes: [
        {
          svcscope: 'CLEAN',
          description: 'Cleaning services',
          certificates: [
            {
              slot: 1,
              cert: 'ISO 9001',
              certdesc: 'Quality',
              certid: 'Q-1',
              certexpdate: 'today+10d',
              files: [{ path: 'iso.pdf', description: 'ISO scan' }],
            },
            { slot: 2, cert: 'Hygiene', certdesc: 'Hygiene licence', certid: 'H-2', certexpdate: 'today-5d' },
          ],
        },
        { svcscope: 'ELEC', description: 'Electrical works' },
      ],
      licenses: [
        {
          certkey: 'BR',
          description: 'Business registration',
          expirydate: 'today+20d',
          files: [{ path: 'br.pdf', description: 'BR copy' }],
        },
        { certkey: 'CI', description: 'Certificate of incorporation', expirydate: '2099-01-01' },
      ],
      files: [{ path: 'company-profile.pdf', description: 'Company profile', atttype: '' }],
    },
    {
      code: 'SPROF2',
      name: 'Profile Test Plumbing Ltd',
      scopes: [{ svcscope: 'PLUMB', description: 'Plumbing' }],
      licenses: [{ certkey: 'BR', description: 'Other BR', expirydate: '2099-01-01' }],
      files: [{ path: 'other.pdf', description: 'Other profile', atttype: '' }],
    },
  ],
  users: [
    {
      loginid: 'pat',
      username: 'Pat Profile',
      email: 'pat@example.com',
      password: PROFILE_PASSWORD,
      supplier: 'SPROF1',
      siteid: 'HKHQ',
      emailverified: true,
    },
    {
      loginid: 'quinn',
      username: 'Quinn Other',
      email: 'quinn@example.com',
      password: PROFILE_PASSWORD,
      supplier: 'SPROF2',
      siteid: 'HKHQ',
      emailverified: true,
    },
    {
      loginid: 'sara',
      username: 'Sara Staff',
      email: 'sara@example.com',
      password: PROFILE_PASSWORD,
      siteid: 'HKHQ',
      emailverified: true,
    },
  ],
  rfqs: [
    {
      rfqnum: 'R-OPEN',
      description: 'Open tender',
      siteid: 'HKHQ',
      closingdate: 'today+3d',
      documents: [{ path: 'conditions.pdf', description: 'Conditions' }],
    },
    {
      rfqnum: 'R-HARD',
      description: 'Paper tender',
      siteid: 'HKHQ',
      tendercollectvia: 'HardCopy',
      bidmethod: 'HardCopy',
      closingdate: 'today+20d',
    },
    { rfqnum: 'R-SUB', description: 'Submitted tender', siteid: 'HKHQ', closingdate: 'today+20d' },
    { rfqnum: 'R-LATE', description: 'Later tender', siteid: 'HKHQ', closingdate: 'today+20d' },
  ],
  invitations: [
    { udztbnum: 'U-WAIT', rfqnum: 'R-OPEN', supplier: 'SPROF1', status: 'WTQUOTE' },
    { udztbnum: 'U-HARD', rfqnum: 'R-HARD', supplier: 'SPROF1', status: 'WTQUOTE' },
    { udztbnum: 'U-SUB', rfqnum: 'R-SUB', supplier: 'SPROF1', status: 'SUBMITED' },
    { udztbnum: 'U-LATE', rfqnum: 'R-LATE', supplier: 'SPROF1', status: 'NORESPONSE' },
    { udztbnum: 'U-OTHER', rfqnum: 'R-OPEN', supplier: 'SPROF2', status: 'WTQUOTE' },
  ],
  workorders: [
    { wonum: 'WO-OWN', supplier: 'SPROF1', description: 'Owned', workflowowner: true },
    { wonum: 'WO-VIEW', supplier: 'SPROF1', description: 'View only', workflowowner: false },
  ],
};

/** Writes the fixture's files into the server's data folder and imports it. */
export async function importProfileFixture(server: TestServer): Promise<void> {
  for (const name of ['iso.pdf', 'br.pdf', 'company-profile.pdf', 'other.pdf', 'conditions.pdf']) {
    await writeFile(join(server.dataDir, name), `%PDF-1.4 ${name}\n`);
  }
  await server.importFixture(profileFixture);
}

/** Ids of fixture rows, looked up by their natural keys. */
export async function idsOf(server: TestServer) {
  const db = server.built.ctx.db;
  const supplier = async (code: string) =>
    (await db.selectFrom('supplier').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const s1 = await supplier('SPROF1');
  const s2 = await supplier('SPROF2');
  const scope = async (supplierId: number, svcscope: string) =>
    (
      await db
        .selectFrom('svc_scope')
        .select('id')
        .where('supplier_id', '=', supplierId)
        .where('svcscope', '=', svcscope)
        .executeTakeFirstOrThrow()
    ).id;
  const licence = async (supplierId: number, certkey: string) =>
    (
      await db
        .selectFrom('license_cert')
        .select('id')
        .where('supplier_id', '=', supplierId)
        .where('certkey', '=', certkey)
        .executeTakeFirstOrThrow()
    ).id;
  const udztb = async (udztbnum: string) =>
    (await db.selectFrom('udztb').select('id').where('udztbnum', '=', udztbnum).executeTakeFirstOrThrow()).id;
  const workOrder = async (wonum: string) =>
    (await db.selectFrom('work_order').select('id').where('wonum', '=', wonum).executeTakeFirstOrThrow()).id;
  return {
    s1,
    s2,
    clean: await scope(s1, 'CLEAN'),
    elec: await scope(s1, 'ELEC'),
    plumb: await scope(s2, 'PLUMB'),
    br1: await licence(s1, 'BR'),
    ci1: await licence(s1, 'CI'),
    br2: await licence(s2, 'BR'),
    wait: await udztb('U-WAIT'),
    hard: await udztb('U-HARD'),
    sub: await udztb('U-SUB'),
    late: await udztb('U-LATE'),
    other: await udztb('U-OTHER'),
    woOwn: await workOrder('WO-OWN'),
    woView: await workOrder('WO-VIEW'),
  };
}

export interface UploadReply {
  code: number;
  message?: string;
  data?: { docinfoid: number; filename: string; description: string; filetype: string; docurl: string };
}

/** Sends a multipart upload the way the web client does. */
export async function upload(
  server: TestServer,
  token: string | undefined,
  file: { name: string; bytes: Uint8Array | string },
  data: Record<string, unknown>,
  opts: { lang?: string; filenameField?: string } = {},
): Promise<UploadReply> {
  const form = new FormData();
  form.set('filename', opts.filenameField ?? file.name);
  form.set('filetype', file.name.split('.').pop() ?? '');
  form.set('data', JSON.stringify(data));
  form.set('file', new Blob([file.bytes as BlobPart]), file.name);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (opts.lang) headers.langcode = opts.lang;
  const res = await fetch(`${server.url}/samex/rest/common/upload`, { method: 'POST', headers, body: form });
  return (await res.json()) as UploadReply;
}
