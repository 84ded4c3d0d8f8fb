import type { ImportInvitation, ImportLine, ImportRfq } from '@tender/api-contract';
import { bigTenderLines, bigTenderPrices } from './demo-big-tender.ts';
import { DEMO_SITE, KLL, LGL, PRFS } from './demo-suppliers.ts';

const OPEN = '2030-06-28T18:00:00+08:00';
const OPEN_LATER = '2030-09-30T12:00:00+08:00';
const CLOSED = '2025-03-14T12:00:00+08:00';
const CLOSED_EARLIER = '2025-01-24T17:00:00+08:00';
// Closed two days before the import, whatever the day: the buyer's tender ready to compare and award.
const JUST_CLOSED = 'today-2dT04:00Z';
// A negotiation round the buyer opened on a tender closed a week before the import; it closes in five days.
const CLOSED_FOR_ROUND = 'today-7dT04:00Z';
const ROUND_CLOSES = 'today+5dT09:00Z';

/**
 * An invitation's history (issue 35, item 16), told as it happened: invited, acknowledged, then submitted
 * with its receipt, each before its tender closed. Times relative to the import day follow the relative
 * closing dates; those of the 2025 tenders are fixed like their closing dates.
 */
const invited = (at: string) => ({ invitedat: at });
// Before the questions their suppliers asked in May 2026 (build-demo.ts).
const INVITED_APRIL = '2026-04-27T10:00:00+08:00';
const acknowledged = (invitedat: string, acknowledgedat: string) => ({ invitedat, acknowledgedat });
const submitted = (
  rfqnum: string,
  times: { invited: string; acknowledged: string; submitted: string },
  code: string,
): Partial<ImportInvitation> => ({
  invitedat: times.invited,
  acknowledgedat: times.acknowledged,
  submittedat: times.submitted,
  submissionref: `Q-${rfqnum}-${code}`,
});

const office = {
  siteid: DEMO_SITE,
  contact1: 'Grace Lam',
  email1: 'grace.lam@harbourhotels.example.com',
  phone1: '+852 2800 1234',
  contact2: 'Alan Tsang',
  email2: 'alan.tsang@harbourhotels.example.com',
  phone2: '+852 2800 1288',
};

const heading = (seqno: number, description: string): ImportLine => ({
  seqno,
  description,
  header: true,
  bold: true,
  underline: true,
});

const item = (
  seqno: number,
  description: string,
  unit: string,
  quantity: string,
  more: Partial<ImportLine> = {},
) => ({
  seqno,
  description,
  unit,
  quantity,
  autocal: 'Y',
  totalamountreq: true,
  required: true,
  ...more,
});

const sum = (
  seqno: number,
  description: string,
  autocal: string,
  more: Partial<ImportLine> = {},
): ImportLine => ({
  seqno,
  description,
  autocal,
  totalamountreq: true,
  bold: true,
  ...more,
});

const housekeepingLines: ImportLine[] = [
  heading(1, 'A. Guest floor housekeeping'),
  item(2, 'Daily room cleaning, standard room', 'room-night', '36500', {
    longdesc:
      'Make bed, clean bathroom, vacuum, dust, replenish amenities, remove waste; 30 minutes per room.',
  }),
  item(3, 'Daily room cleaning, suite', 'room-night', '2920'),
  item(4, 'Evening turndown service', 'room-night', '39420', { qtyrequired: true }),
  sum(5, 'Subtotal A: guest floors', '2+3+4'),
  heading(6, 'B. Public areas'),
  item(7, 'Lobby and reception cleaning, 24-hour coverage', 'month', '24'),
  item(8, 'Public restroom cleaning and replenishment', 'month', '24', {
    remark: 'Hourly checks 07:00-23:00',
  }),
  item(9, 'Carpet shampooing, ballroom and corridors', 'sq m', '4800', { neednotes: true }),
  sum(10, 'Subtotal B: public areas', '7+8+9'),
  heading(11, 'C. Optional items (lump sum)'),
  {
    seqno: 12,
    description: 'Marble floor crystallisation, lobby, 1,200 sq m',
    unit: 'lump sum',
    quantity: '1',
    autocal: '',
    totalamountreq: true,
    underline: true,
    neednotes: true,
    remark: 'Enter the total amount only',
  },
  sum(13, 'Grand total (A + B + C)', '5+10+12', { underline: true }),
];

const mepLines: ImportLine[] = [
  heading(1, 'Preventive maintenance, 24 months'),
  item(2, 'Chiller plant, 4 nos. 500 RT centrifugal chillers, quarterly service', 'visit', '8', {
    disc: '100',
  }),
  item(3, 'Cooling tower water treatment and legionella testing', 'month', '24'),
  item(4, 'Fire services annual inspection and FS251 certificate', 'year', '2'),
  item(5, 'LV switchboard thermographic survey and WR2 certificate', 'survey', '2'),
  item(6, 'Emergency call-out, response within 2 hours', 'call-out', '30', {
    required: false,
    neednotes: true,
  }),
  sum(7, 'Total preventive maintenance', '2+3+4+5+6', { underline: true }),
];

const linenLines: ImportLine[] = [
  heading(1, 'Linen supply (unit price per piece)'),
  item(2, 'Bath towel 70 x 140 cm, 600 gsm, white', 'piece', '2400'),
  item(3, 'Hand towel 40 x 70 cm, 600 gsm, white', 'piece', '2400'),
  item(4, 'Face towel 30 x 30 cm, 600 gsm, white', 'piece', '3000'),
  item(5, 'Bed sheet king 275 x 300 cm, 250 TC', 'piece', '1800'),
  item(6, 'Pillowcase 50 x 75 cm, 250 TC', 'piece', '3600'),
  sum(7, 'Subtotal linen supply', '2+3+4+5+6'),
  heading(8, 'Laundry service'),
  item(9, 'Flat linen wash and iron', 'kg', '60000'),
  item(10, 'Terry wash and fold', 'kg', '45000'),
  sum(11, 'Subtotal laundry service', '9+10'),
];

const dryGoodsLines: ImportLine[] = [
  heading(1, 'Dry goods, delivered to the central kitchen'),
  item(2, 'Thai jasmine rice, 25 kg bag', 'bag', '400'),
  item(3, 'Plain flour, 22.7 kg bag', 'bag', '160'),
  item(4, 'Canola oil, 18 L tin', 'tin', '300'),
  item(5, 'Light soy sauce, 1.9 L', 'bottle', '500'),
  item(6, 'Arabica coffee beans, medium roast, 1 kg', 'bag', '900', {
    neednotes: true,
    remark: 'State origin',
  }),
  sum(7, 'Total dry goods', '2+3+4+5+6'),
];

const simpleLines = (items: Array<[string, string, string]>): ImportLine[] => [
  ...items.map(([d, u, q], i) => item(i + 1, d, u, q)),
  sum(items.length + 1, 'Total', items.map((_, i) => i + 1).join('+')),
];

const shuttleLines: ImportLine[] = [
  heading(1, 'A. Scheduled shuttle'),
  item(2, 'Airport shuttle, 45-seat coach, 8 round trips a day', 'day', '730'),
  item(3, 'City shuttle, 28-seat coach, hourly 07:00-23:00', 'day', '730'),
  sum(4, 'Subtotal A: scheduled shuttle', '2+3'),
  heading(5, 'B. On request'),
  item(6, 'Coach hire for events, 45-seat, 4 hours', 'booking', '60', { required: false, neednotes: true }),
  sum(7, 'Total (A + B)', '4+6', { underline: true }),
];

const securityLines: ImportLine[] = [
  heading(1, 'Security guarding, 12 months'),
  item(2, 'Lobby guard, 24-hour post', 'month', '12'),
  item(3, 'Car park patrol guard, 12-hour night shift', 'month', '12'),
  item(4, 'Event security guard', 'guard-hour', '600', { required: false }),
  sum(5, 'Total security guarding', '2+3+4', { underline: true }),
];

const pestLines: ImportLine[] = [
  heading(1, 'Pest control, 12 months'),
  item(2, 'Monthly inspection and baiting, guest floors and back of house', 'visit', '12'),
  item(3, 'Kitchen and food stores, fortnightly treatment', 'visit', '26'),
  item(4, 'Emergency call-out, within 4 hours', 'call-out', '10', { required: false }),
  sum(5, 'Total pest control', '2+3+4', { underline: true }),
];

export const BIG_RFQ = 'RFQ-2026-0107';

export function demoRfqs(): ImportRfq[] {
  const conditions = { path: 'files/conditions-of-tender.pdf', description: 'Conditions of tender' };
  return [
    {
      rfqnum: 'RFQ-2026-0101',
      description: 'Housekeeping and public area cleaning, Harbour Grand Hotel, 24 months',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: OPEN,
      remark: 'Site inspection is mandatory. Quote in Hong Kong dollars.',
      pricenegotiation: false,
      hassiteinspection: true,
      lines: housekeepingLines,
      documents: [
        { path: 'files/scope-of-works-housekeeping.pdf', description: 'Scope of works' },
        conditions,
        { path: 'files/site-plan-harbour-grand.png', description: 'Site plan' },
        { path: 'files/pricing-notes.txt', description: 'Notes for pricing' },
        { path: 'files/bill-of-quantities.csv', description: 'Bill of quantities' },
      ],
      siteinspections: [
        {
          buildingcode: 'HGH-T1',
          buildingname: 'Harbour Grand Hotel, Tower 1',
          contact: 'Peter Yip',
          email: 'peter.yip@harbourhotels.example.com',
          phone: '+852 2800 2211',
          arrangementdetails: 'Meet at the loading bay, B1, 10:00. Bring staff passes and safety shoes.',
          replydate: '2030-06-10T10:00:00+08:00',
        },
        {
          buildingcode: 'HGH-BALL',
          buildingname: 'Harbour Grand Hotel, Grand Ballroom',
          contact: 'Peter Yip',
          email: 'peter.yip@harbourhotels.example.com',
          phone: '+852 2800 2211',
          arrangementdetails: 'Ballroom walk-through after the tower visit, 11:30.',
          replydate: '2030-06-10T11:30:00+08:00',
        },
      ],
    },
    {
      rfqnum: 'RFQ-2026-0102',
      description: 'MEP preventive maintenance, Harbour Centre Offices, 24 months',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: OPEN,
      remark: 'Price negotiation round: please state your discount rate per line.',
      pricenegotiation: true,
      hassiteinspection: false,
      lines: mepLines,
      documents: [
        { path: 'files/mep-maintenance-schedule.pdf', description: 'Maintenance schedule' },
        conditions,
      ],
    },
    {
      rfqnum: 'RFQ-2026-0103',
      description: 'Linen supply and laundry, Kowloon Bay Hotel, 12 months',
      ...office,
      tendercollectvia: 'HardCopy',
      bidmethod: 'HardCopy',
      closingdate: OPEN_LATER,
      remark:
        'Hard-copy tender: return the priced form in a sealed envelope to the Tender Office, 12/F, Harbour Centre.',
      hassiteinspection: false,
      lines: linenLines,
      documents: [{ path: 'files/linen-specification.txt', description: 'Linen specification' }],
    },
    {
      rfqnum: 'RFQ-2026-0104',
      description: 'Food and beverage dry goods, central kitchen, 12 months',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: OPEN,
      hassiteinspection: true,
      lines: dryGoodsLines,
      siteinspections: [
        {
          buildingcode: 'CK-KT',
          buildingname: 'Central kitchen, Kwun Tong',
          contact: 'Mandy Ko',
          email: 'mandy.ko@harbourhotels.example.com',
          phone: '+852 2800 3340',
          arrangementdetails: 'Visit of the dry store and receiving dock, 14:30. Hairnets are provided.',
          replydate: '2030-06-12T14:30:00+08:00',
        },
      ],
    },
    {
      rfqnum: 'RFQ-2026-0105',
      description: 'Landscaping and indoor plant rental, Sha Tin Residence, 12 months',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: OPEN,
      lines: simpleLines([
        ['Lawn mowing and edging', 'visit', '52'],
        ['Indoor floor plant rental, 1.2 m', 'plant-month', '960'],
        ['Seasonal flower bed replanting', 'sq m', '800'],
      ]),
    },
    {
      rfqnum: 'RFQ-2025-0090',
      description: 'Pest control, all hotels, 12 months',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: CLOSED,
      // Awarded: what the buyer console shows of a finished tender.
      status: 'AWARDED',
      lines: simpleLines([
        ['General pest control treatment', 'visit', '24'],
        ['Rodent bait station inspection', 'station-month', '1200'],
      ]),
    },
    {
      rfqnum: 'RFQ-2025-0091',
      description: 'Staff uniform laundry, Harbour Grand Hotel, 12 months',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: CLOSED,
      status: 'AWARDED',
      lines: simpleLines([
        ['Staff uniform wash and press', 'piece', '36000'],
        ['Chef jacket wash and starch', 'piece', '9000'],
      ]),
    },
    {
      rfqnum: 'RFQ-2025-0092',
      description: 'Kitchen exhaust duct cleaning, Kowloon Bay Hotel',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: CLOSED_EARLIER,
      lines: simpleLines([
        ['Exhaust hood and duct cleaning', 'visit', '4'],
        ['Fire damper inspection', 'visit', '4'],
      ]),
    },
    {
      rfqnum: 'RFQ-2026-0106',
      description: 'Chiller overhaul, Tower B (cancelled: scope under review)',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: OPEN,
      status: 'CANCELLED',
      lines: simpleLines([['Major overhaul of 500 RT centrifugal chiller', 'chiller', '2']]),
    },
    {
      rfqnum: BIG_RFQ,
      description: 'Term contract: operating supplies and services for five properties, 36 months',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: OPEN_LATER,
      remark: 'Quote every Year 1 line; Year 2 and Year 3 lines are optional.',
      lines: bigTenderLines(),
      documents: [conditions],
    },
    {
      rfqnum: 'RFQ-2026-0108',
      description: 'Facade and window cleaning by gondola, Harbour Centre',
      ...office,
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: OPEN,
      lines: simpleLines([
        ['External window cleaning by gondola', 'cycle', '6'],
        ['Facade cladding wash', 'cycle', '2'],
      ]),
    },
    // The buyer console (issue 17), for demo.buyer: a draft still being written, invisible to suppliers
    // (two suppliers picked, no invitation yet), and a tender closed two days ago with two quotations
    // to compare and award.
    {
      rfqnum: 'RFQ-2026-0109',
      description: 'Hotel shuttle bus service, Harbour Grand Hotel, 24 months',
      ...office,
      contact1: 'Vivian Ho',
      email1: 'vivian.ho@harbourhotels.example.com',
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: OPEN_LATER,
      status: 'DRAFT',
      remark: 'Draft: the coach sizes are still being confirmed with the front office.',
      lines: shuttleLines,
      invitees: [PRFS, KLL],
    },
    {
      rfqnum: 'RFQ-2026-0110',
      description: 'Security guarding, Harbour Centre Offices, 12 months',
      ...office,
      contact1: 'Vivian Ho',
      email1: 'vivian.ho@harbourhotels.example.com',
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: JUST_CLOSED,
      lines: securityLines,
    },
    // In a price-negotiation round (stage Open, through the round only): closed a week ago, then the buyer
    // asked PRFS for better prices; KLL's quotation stands as submitted.
    {
      rfqnum: 'RFQ-2026-0111',
      description: 'Pest control, Kowloon Bay Hotel, 12 months',
      ...office,
      contact1: 'Vivian Ho',
      email1: 'vivian.ho@harbourhotels.example.com',
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: CLOSED_FOR_ROUND,
      lines: pestLines,
    },
    // Opening with two people (issue 29): closed two days ago with two quotations, still sealed until two
    // different people of the site (say demo.buyer and demo.approver) have each unsealed it.
    {
      rfqnum: 'RFQ-2026-0112',
      description: 'Kitchen exhaust duct cleaning, Harbour Grand Hotel, 24 months',
      ...office,
      contact1: 'Vivian Ho',
      email1: 'vivian.ho@harbourhotels.example.com',
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: JUST_CLOSED,
      openingquorum: 2,
      lines: simpleLines([
        ['Kitchen exhaust hood and duct degreasing', 'visit', '8'],
        ['Fan and filter replacement, labour only', 'visit', '4'],
        ['Fire-damper inspection certificate', 'lot', '1'],
      ]),
    },
    // Waiting for approval (issue 29): closed with two quotations; at first start demo.buyer proposes a
    // split award above the 500,000.00 threshold (app.ts, proposeDemoAward), which waits for demo.approver.
    {
      rfqnum: 'RFQ-2026-0113',
      description: 'Facade cleaning and gondola maintenance, Harbour Grand Hotel, 36 months',
      ...office,
      contact1: 'Vivian Ho',
      email1: 'vivian.ho@harbourhotels.example.com',
      tendercollectvia: 'Portal',
      bidmethod: 'Online',
      closingdate: JUST_CLOSED,
      lines: simpleLines([
        ['Facade and window cleaning, full building', 'cycle', '12'],
        ['Gondola (building maintenance unit) maintenance', 'month', '36'],
        ['Annual gondola load test and certificate', 'lot', '3'],
      ]),
    },
  ];
}

export function demoTenders(rfqs: ImportRfq[]): ImportInvitation[] {
  const big = rfqs.find((r) => r.rfqnum === BIG_RFQ)?.lines ?? [];
  let n = 10000;
  const inv = (
    rfqnum: string,
    supplier: string,
    status: ImportInvitation['status'],
    more: Partial<ImportInvitation> = {},
  ) => ({
    udztbnum: `TB${++n}`,
    rfqnum,
    supplier,
    status,
    ...more,
  });
  return [
    inv('RFQ-2026-0101', PRFS, 'WTQUOTE', {
      ...acknowledged(INVITED_APRIL, '2026-04-28T09:30:00+08:00'),
      attendedall: true,
      prices: [
        { seqno: 2, unitprice: '185.00' },
        { seqno: 3, unitprice: '320.00' },
        { seqno: 12, totallineamount: '86000.00', linenotes: 'Includes two coats of sealer' },
      ],
    }),
    inv('RFQ-2026-0101', KLL, 'NEW', invited(INVITED_APRIL)),
    inv('RFQ-2026-0102', PRFS, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0102',
        {
          invited: INVITED_APRIL,
          acknowledged: '2026-04-29T10:15:00+08:00',
          submitted: '2026-05-20T15:40:00+08:00',
        },
        '3H7QK2ZA',
      ),
      prices: [
        { seqno: 2, unitprice: '18500', disc: '95' },
        { seqno: 3, unitprice: '6200', disc: '92.5' },
        { seqno: 4, unitprice: '42000', disc: '100' },
        { seqno: 5, unitprice: '15800', disc: '90' },
        { seqno: 6, unitprice: '1850', disc: '' },
      ],
    }),
    // The negotiation round: every priced line carries the earlier round's price (and the call-out's
    // note), so the supplier completes it with discount rates alone.
    inv('RFQ-2026-0102', KLL, 'WTQUOTE', {
      ...acknowledged(INVITED_APRIL, '2026-04-28T14:20:00+08:00'),
      prices: [
        { seqno: 2, unitprice: '19800', disc: '97' },
        { seqno: 3, unitprice: '5900', disc: '95' },
        { seqno: 4, unitprice: '41500' },
        { seqno: 5, unitprice: '16200' },
        { seqno: 6, unitprice: '1900', linenotes: 'Per call-out, 24/7, engineer on site within 2 hours' },
      ],
    }),
    inv('RFQ-2026-0103', PRFS, 'WTQUOTE', {
      ...acknowledged('today-10dT02:00Z', 'today-9dT08:05Z'),
      inputed: false,
    }),
    inv('RFQ-2026-0103', KLL, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0103',
        { invited: 'today-10dT02:00Z', acknowledged: 'today-10dT05:30Z', submitted: 'today-4dT03:10Z' },
        '8MB2RT6W',
      ),
      inputed: true,
      prices: [
        { seqno: 2, unitprice: '68.00' },
        { seqno: 3, unitprice: '32.50' },
        { seqno: 4, unitprice: '14.80' },
        { seqno: 5, unitprice: '158.00' },
        { seqno: 6, unitprice: '22.00' },
        { seqno: 9, unitprice: '6.40' },
        { seqno: 10, unitprice: '5.90' },
      ],
    }),
    inv('RFQ-2026-0104', PRFS, 'NEW', invited('today-6dT02:00Z')),
    inv('RFQ-2026-0104', KLL, 'DRAFT', invited('today-6dT02:00Z')),
    inv('RFQ-2026-0105', PRFS, 'DRAFT', invited('today-5dT02:00Z')),
    inv('RFQ-2026-0105', KLL, 'DECLINED', {
      ...invited('today-5dT02:00Z'),
      commentstojll: 'Landscaping is outside our service scope; we would welcome linen and laundry tenders.',
    }),
    inv('RFQ-2026-0105', LGL, 'NEW', invited('today-5dT02:00Z')),
    inv('RFQ-2025-0090', PRFS, 'AWARDED', {
      ...submitted(
        'RFQ-2025-0090',
        {
          invited: '2025-02-24T10:00:00+08:00',
          acknowledged: '2025-02-25T09:20:00+08:00',
          submitted: '2025-03-12T16:45:00+08:00',
        },
        'K4D9PX2N',
      ),
      reminder: true,
      prices: [
        { seqno: 1, unitprice: '2800' },
        { seqno: 2, unitprice: '45' },
      ],
    }),
    inv('RFQ-2025-0090', KLL, 'LOST', {
      ...submitted(
        'RFQ-2025-0090',
        {
          invited: '2025-02-24T10:00:00+08:00',
          acknowledged: '2025-02-26T11:05:00+08:00',
          submitted: '2025-03-13T10:30:00+08:00',
        },
        'R7TB3M5Q',
      ),
      prices: [
        { seqno: 1, unitprice: '3100' },
        { seqno: 2, unitprice: '52' },
      ],
    }),
    inv('RFQ-2025-0091', PRFS, 'LOST', {
      ...submitted(
        'RFQ-2025-0091',
        {
          invited: '2025-02-20T10:00:00+08:00',
          acknowledged: '2025-02-21T14:10:00+08:00',
          submitted: '2025-03-11T15:00:00+08:00',
        },
        'W2HZ8C4E',
      ),
      prices: [
        { seqno: 1, unitprice: '9.80' },
        { seqno: 2, unitprice: '14.00' },
      ],
    }),
    inv('RFQ-2025-0091', KLL, 'AWARDED', {
      ...submitted(
        'RFQ-2025-0091',
        {
          invited: '2025-02-20T10:00:00+08:00',
          acknowledged: '2025-02-20T16:40:00+08:00',
          submitted: '2025-03-13T17:20:00+08:00',
        },
        'F9NV6J3S',
      ),
      reminder: true,
      prices: [
        { seqno: 1, unitprice: '8.60' },
        { seqno: 2, unitprice: '12.50' },
      ],
    }),
    inv('RFQ-2025-0092', PRFS, 'DECLINED', {
      ...invited('2025-01-06T10:00:00+08:00'),
      commentstojll: 'No specialist duct-cleaning crew available in the period.',
    }),
    inv('RFQ-2025-0092', KLL, 'NORESPONSE', invited('2025-01-06T10:00:00+08:00')),
    inv('RFQ-2026-0106', PRFS, 'CANCELD', invited('today-15dT02:00Z')),
    inv('RFQ-2026-0106', KLL, 'CANCELD', invited('today-15dT02:00Z')),
    inv(BIG_RFQ, PRFS, 'WTQUOTE', acknowledged('today-8dT02:00Z', 'today-7dT03:00Z')),
    inv(BIG_RFQ, KLL, 'WTQUOTE', {
      ...acknowledged('today-8dT02:00Z', 'today-8dT09:45Z'),
      prices: bigTenderPrices(big, 7),
    }),
    inv('RFQ-2026-0108', PRFS, 'NORESPONSE', invited('today-11dT02:00Z')),
    // Two quotations submitted before closing: PRFS lowest on the lobby guard, KLL on the rest.
    inv('RFQ-2026-0110', PRFS, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0110',
        { invited: 'today-16dT02:00Z', acknowledged: 'today-15dT03:20Z', submitted: 'today-4dT06:15Z' },
        '5QGT8W2K',
      ),
      prices: [
        { seqno: 2, unitprice: '38500.00' },
        { seqno: 3, unitprice: '21800.00', disc: '95' },
        { seqno: 4, unitprice: '95.00' },
      ],
    }),
    inv('RFQ-2026-0110', KLL, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0110',
        { invited: 'today-16dT02:00Z', acknowledged: 'today-14dT07:00Z', submitted: 'today-3dT08:40Z' },
        'B6MX3R9H',
      ),
      prices: [
        { seqno: 2, unitprice: '39900.00' },
        { seqno: 3, unitprice: '19600.00' },
        { seqno: 4, unitprice: '88.00', linenotes: 'Minimum booking 4 hours' },
      ],
    }),
    // The negotiation round: PRFS quotes again on its earlier prices, with discount rates, until the round
    // closes.
    // Its first quotation's receipt stands: it was submitted before the RFQ closed.
    inv('RFQ-2026-0111', PRFS, 'WTQUOTE', {
      ...submitted(
        'RFQ-2026-0111',
        { invited: 'today-21dT02:00Z', acknowledged: 'today-20dT04:10Z', submitted: 'today-9dT05:30Z' },
        'N4CV7T2P',
      ),
      negotiationclosingdate: ROUND_CLOSES,
      prices: [
        { seqno: 2, unitprice: '4200.00' },
        { seqno: 3, unitprice: '1850.00' },
        { seqno: 4, unitprice: '1200.00' },
      ],
    }),
    inv('RFQ-2026-0111', KLL, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0111',
        { invited: 'today-21dT02:00Z', acknowledged: 'today-21dT06:45Z', submitted: 'today-8dT09:10Z' },
        'Y8JD4K6R',
      ),
      prices: [
        { seqno: 2, unitprice: '3900.00' },
        { seqno: 3, unitprice: '1980.00' },
        { seqno: 4, unitprice: '950.00', linenotes: 'Within 3 hours on Hong Kong Island and Kowloon' },
      ],
    }),
    // The quorum-2 tender: sealed after closing until two people unseal it.
    inv('RFQ-2026-0112', PRFS, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0112',
        { invited: 'today-12dT02:00Z', acknowledged: 'today-11dT02:30Z', submitted: 'today-3dT04:00Z' },
        'T3WQ9E5M',
      ),
      prices: [
        { seqno: 1, unitprice: '14800.00' },
        { seqno: 2, unitprice: '6200.00' },
        { seqno: 3, unitprice: '3500.00' },
      ],
    }),
    inv('RFQ-2026-0112', KLL, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0112',
        { invited: 'today-12dT02:00Z', acknowledged: 'today-12dT08:15Z', submitted: 'today-2dT02:50Z' },
        'H5ZK2N8V',
      ),
      prices: [
        { seqno: 1, unitprice: '15600.00' },
        { seqno: 2, unitprice: '5400.00' },
        { seqno: 3, unitprice: '2900.00' },
      ],
    }),
    // The tender waiting for approval: PRFS lowest on cleaning, KLL on the gondola.
    inv('RFQ-2026-0113', PRFS, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0113',
        { invited: 'today-18dT02:00Z', acknowledged: 'today-17dT03:40Z', submitted: 'today-5dT06:00Z' },
        'D7PA4X9G',
      ),
      prices: [
        { seqno: 1, unitprice: '38600.00' },
        { seqno: 2, unitprice: '6900.00' },
        { seqno: 3, unitprice: '18000.00' },
      ],
    }),
    inv('RFQ-2026-0113', KLL, 'SUBMITED', {
      ...submitted(
        'RFQ-2026-0113',
        { invited: 'today-18dT02:00Z', acknowledged: 'today-16dT09:25Z', submitted: 'today-2dT03:30Z' },
        'M2SR6C8Z',
      ),
      prices: [
        { seqno: 1, unitprice: '41200.00' },
        { seqno: 2, unitprice: '6450.00' },
        { seqno: 3, unitprice: '16500.00' },
      ],
    }),
  ];
}
