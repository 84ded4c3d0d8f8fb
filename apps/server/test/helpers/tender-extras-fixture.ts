import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './test-server.ts';

/**
 * Two suppliers, a staff user, tenders with attachments, site inspections and questions, for the tender
 * documents, Q&A and site inspection suites. Supplier B is invited to TX-R-PRIV alone.
 */
export const EXTRAS_PASSWORD = 'Extras#2026ok';

/** The tender attachments of TX-R-DOCS and their bytes. */
export const DOCS_FILES: Record<string, string> = {
  'drawing.pdf': '%PDF-1.4 drawing',
  'spec.txt': 'Specification: polish the brass',
  'bill of quantities.xlsx': 'PK fake workbook',
};

const lines = [
  { seqno: 1, description: 'Cleaning', autocal: 'Y', totalamountreq: true, required: true, quantity: '2' },
];
const prices = [{ seqno: 1, unitprice: '10' }];
const user = (loginid: string, supplier?: string) => ({
  loginid,
  username: `User ${loginid}`,
  email: `${loginid}@example.com`,
  password: EXTRAS_PASSWORD,
  ...(supplier ? { supplier } : {}),
  siteid: 'HK05',
  emailverified: true,
});
const rfq = (rfqnum: string, extra: Record<string, unknown> = {}) => ({
  rfqnum,
  description: `Extras ${rfqnum}`,
  siteid: 'HK05',
  closingdate: 'today+30d',
  lines,
  ...extra,
});
const UPLOAD_STATUSES = ['WTQUOTE', 'NORESPONSE', 'NEW', 'SUBMITED', 'DECLINED'];

export const extrasFixture = {
  format: 'tender-portal-import/1',
  suppliers: [
    { code: 'TX-A', name: 'Alpha Extras Ltd' },
    { code: 'TX-B', name: 'Beta Secret Trading Ltd' },
  ],
  users: [user('tx-a', 'TX-A'), user('tx-b', 'TX-B'), user('tx-staff')],
  rfqs: [
    rfq('TX-R-DOCS', {
      hassiteinspection: true,
      documents: Object.keys(DOCS_FILES).map((path) => ({ path, description: `About ${path}` })),
      siteinspections: [
        {
          buildingcode: 'B2',
          buildingname: 'Tower Two',
          contact: 'Sam Site',
          email: 'sam@example.com',
          phone: '+852 2000 0002',
          arrangementdetails: 'Meet at the loading bay',
          replydate: '2030-01-02T02:00:00Z',
        },
        { buildingcode: 'B1', buildingname: 'Tower One', replydate: '2030-01-01T02:00:00Z' },
      ],
    }),
    rfq('TX-R-PRIV', { documents: [{ path: 'private.pdf', description: 'Only for B' }] }),
    rfq('TX-R-BARE'),
    rfq('TX-R-HARD', { tendercollectvia: 'HardCopy' }),
    ...UPLOAD_STATUSES.map((status) => rfq(`TX-R-UP-${status}`)),
  ],
  invitations: [
    { udztbnum: 'TX-A-DOCS', rfqnum: 'TX-R-DOCS', supplier: 'TX-A', status: 'WTQUOTE', prices },
    { udztbnum: 'TX-B-DOCS', rfqnum: 'TX-R-DOCS', supplier: 'TX-B', status: 'WTQUOTE', prices },
    { udztbnum: 'TX-B-PRIV', rfqnum: 'TX-R-PRIV', supplier: 'TX-B', status: 'WTQUOTE', prices },
    { udztbnum: 'TX-A-BARE', rfqnum: 'TX-R-BARE', supplier: 'TX-A', status: 'WTQUOTE', prices },
    { udztbnum: 'TX-A-HARD', rfqnum: 'TX-R-HARD', supplier: 'TX-A', status: 'WTQUOTE', prices },
    ...UPLOAD_STATUSES.map((status) => ({
      udztbnum: `TX-A-UP-${status}`,
      rfqnum: `TX-R-UP-${status}`,
      supplier: 'TX-A',
      status,
      prices,
    })),
  ],
  questions: [
    {
      key: 'q-a-open',
      rfqnum: 'TX-R-DOCS',
      supplier: 'TX-A',
      question: 'A asks: parking?',
      createdate: '2026-01-01T01:00:00Z',
    },
    {
      key: 'q-a-private',
      rfqnum: 'TX-R-DOCS',
      supplier: 'TX-A',
      question: 'A asks: night work?',
      createdate: '2026-01-02T01:00:00Z',
      answer: 'Yes, after 22:00',
      answerall: false,
    },
    {
      key: 'q-b-private',
      rfqnum: 'TX-R-DOCS',
      supplier: 'TX-B',
      question: 'B secret: our own scaffold?',
      createdate: '2026-01-03T01:00:00Z',
      answer: 'Private answer for B',
      answerall: false,
    },
    {
      key: 'q-b-public',
      rfqnum: 'TX-R-DOCS',
      supplier: 'TX-B',
      question: 'B asks: which brass polish?',
      createdate: '2026-01-04T01:00:00Z',
      answer: 'Any non-abrasive polish',
      answerall: true,
    },
    {
      key: 'q-b-public-unanswered',
      rfqnum: 'TX-R-DOCS',
      supplier: 'TX-B',
      question: 'B pending: lift access?',
      createdate: '2026-01-05T01:00:00Z',
      answer: '',
      answerall: true,
    },
    {
      key: 'q-b-priv-rfq',
      rfqnum: 'TX-R-PRIV',
      supplier: 'TX-B',
      question: 'B on its own tender',
      answer: 'Yes',
      answerall: true,
    },
  ],
};

export async function importExtrasFixture(server: TestServer): Promise<void> {
  for (const [name, bytes] of Object.entries(DOCS_FILES)) await writeFile(join(server.dataDir, name), bytes);
  await writeFile(join(server.dataDir, 'private.pdf'), '%PDF-1.4 private');
  await server.importFixture(extrasFixture);
}

/** The id of a fixture row by its natural key. */
export async function udztbIdOf(server: TestServer, udztbnum: string): Promise<number> {
  const db = server.built.ctx.db;
  return (
    await db.selectFrom('udztb').select('id').where('udztbnum', '=', udztbnum).executeTakeFirstOrThrow()
  ).id;
}
