// Writes apps/server/demo/demo.json: `node --import tsx apps/server/demo/build-demo.ts`.
// The JSON is generated so the 2,000-line tender stays reproducible; edit the demo-*.ts files, not the JSON.
import { writeFileSync } from 'node:fs';
import type { ImportFile, ImportQuestion, ImportWorkOrder } from '@tender/api-contract';
import { demoMessages } from './demo-messages.ts';
import { demoSuppliers, demoUsers, KLL, PRFS } from './demo-suppliers.ts';
import { demoRfqs, demoTenders } from './demo-tenders.ts';

function demoQuestions(): ImportQuestion[] {
  return [
    {
      key: 'demo-q1',
      rfqnum: 'RFQ-2026-0101',
      supplier: PRFS,
      question: 'Are the room-night quantities guaranteed, or a forecast?',
      createdate: '2026-05-04T10:15:00+08:00',
      answer:
        'They are a forecast based on 85% occupancy and are not guaranteed. Payment follows actual room-nights.',
      answerall: true,
    },
    {
      key: 'demo-q2',
      rfqnum: 'RFQ-2026-0101',
      supplier: PRFS,
      question: 'May we use our own eco-certified chemicals instead of the hotel brand?',
      createdate: '2026-05-05T16:40:00+08:00',
      answer: 'Yes, provided the safety data sheets are submitted with your quotation for approval.',
      answerall: false,
    },
    {
      key: 'demo-q3',
      rfqnum: 'RFQ-2026-0101',
      supplier: PRFS,
      question: 'Is there a staff canteen on site that our cleaners may use?',
      createdate: '2026-05-06T09:05:00+08:00',
    },
    {
      key: 'demo-q4',
      rfqnum: 'RFQ-2026-0102',
      supplier: KLL,
      question: 'Should the discount rate apply to emergency call-outs as well?',
      createdate: '2026-05-07T11:20:00+08:00',
      answer: 'Yes. State a discount rate on every line, including call-outs.',
      answerall: true,
    },
    {
      key: 'demo-q5',
      rfqnum: 'RFQ-2026-0101',
      supplier: KLL,
      question: 'Can the linen for the guest floors be quoted separately?',
      createdate: '2026-05-08T14:00:00+08:00',
      answer: 'No. Linen is covered by a separate tender (RFQ-2026-0103).',
      answerall: false,
    },
  ];
}

function demoWorkOrders(): ImportWorkOrder[] {
  const common = { createby: 'GRACE.LAM', lead: 'Peter Yip' };
  return [
    {
      wonum: 'WO-260305',
      supplier: PRFS,
      description: 'Deep clean after water ingress, B2 car park',
      locationdesc: 'Harbour Grand Hotel, B2 car park, bays 40-58',
      assetnum: 'HGH-CP-B2',
      assetdesc: 'Car park level B2',
      status: 'INPRG',
      statusdate: '2026-03-06T09:00:00+08:00',
      createdate: '2026-03-05T22:40:00+08:00',
      targstartdate: '2026-03-06T08:00:00+08:00',
      targcompdate: '2026-03-07T18:00:00+08:00',
      schedstart: '2026-03-06T08:00:00+08:00',
      schedfinish: '2026-03-07T18:00:00+08:00',
      workflowowner: true,
      files: [
        { path: 'files/chiller-plant-room.png', description: 'Photo before cleaning' },
        { path: 'files/service-report-wo.pdf', description: 'Service report' },
      ],
      ...common,
    },
    {
      wonum: 'WO-260311',
      supplier: PRFS,
      description: 'Cockroach treatment, banquet kitchen',
      locationdesc: 'Harbour Grand Hotel, L3 banquet kitchen',
      assetnum: 'HGH-KIT-L3',
      assetdesc: 'Banquet kitchen',
      status: 'WAPPR',
      statusdate: '2026-03-11T15:00:00+08:00',
      createdate: '2026-03-11T14:30:00+08:00',
      targstartdate: '2026-03-12T23:00:00+08:00',
      targcompdate: '2026-03-13T05:00:00+08:00',
      workflowowner: false,
      ...common,
    },
    {
      wonum: 'WO-240118',
      supplier: PRFS,
      description: 'Replace damaged carpet tiles, level 12 corridor',
      locationdesc: 'Harbour Centre Offices, 12/F lift lobby',
      assetnum: 'HCO-12F',
      assetdesc: 'Level 12 common area',
      status: 'COMP',
      statusdate: '2024-01-25T17:00:00+08:00',
      createdate: '2024-01-18T10:00:00+08:00',
      targstartdate: '2024-01-22T09:00:00+08:00',
      targcompdate: '2024-01-25T18:00:00+08:00',
      actfinish: '2024-01-25T16:30:00+08:00',
      workflowowner: false,
      ...common,
    },
    {
      // Completed within the last 24 months: counted on PRFS's supplier record (issue 33, item 5).
      wonum: 'WO-260914',
      supplier: PRFS,
      description: 'Descale and sanitise ice machines, all outlets',
      locationdesc: 'Harbour Grand Hotel, F&B outlets',
      assetnum: 'HGH-ICE',
      assetdesc: 'Ice machines',
      status: 'COMP',
      statusdate: '2026-09-16T18:00:00+08:00',
      createdate: '2026-09-14T09:30:00+08:00',
      targstartdate: '2026-09-15T08:00:00+08:00',
      targcompdate: '2026-09-16T18:00:00+08:00',
      actfinish: '2026-09-16T17:20:00+08:00',
      workflowowner: false,
      ...common,
    },
    {
      wonum: 'WO-260220',
      supplier: KLL,
      description: 'Rewash stained banquet linen, wedding event',
      locationdesc: 'Kowloon Bay Hotel, linen room',
      assetnum: 'KBH-LINEN',
      assetdesc: 'Linen room',
      status: 'INPRG',
      statusdate: '2026-02-21T08:30:00+08:00',
      createdate: '2026-02-20T23:10:00+08:00',
      targstartdate: '2026-02-21T08:00:00+08:00',
      targcompdate: '2026-02-22T12:00:00+08:00',
      workflowowner: true,
      files: [{ path: 'files/service-report-wo.pdf', description: 'Rewash report' }],
      ...common,
    },
    {
      wonum: 'WO-251130',
      supplier: KLL,
      description: 'Replace lost chef jackets',
      locationdesc: 'Harbour Grand Hotel, main kitchen',
      assetnum: 'HGH-KIT-MAIN',
      assetdesc: 'Main kitchen',
      status: 'CLOSE',
      statusdate: '2025-12-10T12:00:00+08:00',
      createdate: '2025-11-30T09:45:00+08:00',
      actfinish: '2025-12-09T15:00:00+08:00',
      workflowowner: false,
      ...common,
    },
  ];
}

const rfqs = demoRfqs();
const demo: ImportFile = {
  format: 'tender-portal-import/1',
  suppliers: demoSuppliers(),
  users: demoUsers(),
  rfqs,
  invitations: demoTenders(rfqs),
  questions: demoQuestions(),
  workorders: demoWorkOrders(),
  messages: demoMessages(),
};

writeFileSync(new URL('./demo.json', import.meta.url), `${JSON.stringify(demo, null, 1)}\n`);
