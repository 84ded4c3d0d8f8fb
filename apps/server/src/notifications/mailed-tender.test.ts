import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/mail-template.ts';
import {
  type AmendmentChange,
  amendmentChangeList,
  amendmentMail,
  LISTED_CHANGES,
} from './amendment-mail.ts';
import { approvalMail } from './approval-mail.ts';
import { buyerTenderLink, dueDate, type MailedTender, tenderBlocks } from './mailed-tender.ts';
import { outcomeMail } from './outcome-mail.ts';

const brand = {
  companyName: 'Harbour Group',
  supportEmail: 'support@example.com',
  supportPhone: '+852 2800 0000',
  publicUrl: 'https://portal.example.com',
};
const deps = { config: { ...brand, timeZone: 'Asia/Hong_Kong', timeZoneLabel: 'HKT' } };

// 09:00 UTC is 17:00 in Hong Kong.
const tender: MailedTender = {
  udztbnum: 'TB10023',
  rfqnum: 'RFQ-2026-0110',
  status: 'WTQUOTE',
  description: 'Security guarding, Harbour Centre Offices',
  closingdate: new Date('2026-12-10T09:00:00Z'),
  roundclosingdate: null,
  tendercollectvia: 'Portal',
  bidmethod: 'Online',
};
const round = new Date('2026-12-20T04:00:00Z');

describe('the tender as every mail names it', () => {
  it('names the RFQ number the portal shows and the description, and links to the supplier page', () => {
    const { facts, link } = tenderBlocks('EN', deps, tender);
    const text = renderMail('EN', brand, { subject: 's', blocks: [facts, link] }).text;
    expect(text).toContain(
      'Tender No.: RFQ-2026-0110\nDescription: Security guarding, Harbour Centre Offices\n' +
        'Closing Date: 2026-12-10 17:00:00 HKT\n',
    );
    expect(text).toContain('https://portal.example.com/tenderdetail/TB10023/1/WTQUOTE');
    expect(text.replace(/tenderdetail\/TB10023/, '')).not.toContain('TB10023');
  });

  it('adds the round closing date while the supplier is asked to quote in a negotiation round', () => {
    const inRound = { ...tender, roundclosingdate: round };
    expect(dueDate(inRound)).toBe(round);
    const { facts } = tenderBlocks('ZH', deps, inRound);
    const rows = facts.kind === 'facts' ? facts.rows : [];
    expect(rows).toContainEqual(['截标日期', '2026-12-10 17:00:00 HKT']);
    expect(rows).toContainEqual(['议价截止日期', '2026-12-20 12:00:00 HKT']);
  });

  it('gives the winner and the loser the same closing date, a round or not', () => {
    const award = outcomeMail('award', 'EN', brand, deps, {
      ...tender,
      status: 'AWARDED',
      roundclosingdate: round,
      id: 1,
      rfq_id: 1,
      supplier_id: 1,
      suppliername: 'Winner Ltd',
      readerName: 'Ann',
    });
    const lost = outcomeMail('lost', 'EN', brand, deps, {
      ...tender,
      udztbnum: 'TB10024',
      status: 'LOST',
      id: 2,
      rfq_id: 1,
      supplier_id: 2,
      suppliername: 'Loser Ltd',
      readerName: 'Bob',
    });
    const closing = (text: string) => /Closing Date: (.+)/.exec(text)?.[1];
    expect(closing(award.text)).toBe('2026-12-10 17:00:00 HKT');
    expect(closing(lost.text)).toBe(closing(award.text));
    expect(award.text).not.toContain('Negotiation round closes');
    expect(award.subject).toBe('Tender awarded: RFQ-2026-0110');
    expect(lost.subject).toBe('Tender result: RFQ-2026-0110');
  });

  it("links a staff member's mail to the buyer's tender page", () => {
    expect(buyerTenderLink('EN', tender)).toEqual({
      kind: 'link',
      label: 'Open the tender in the portal',
      path: '/buyer/rfq/RFQ-2026-0110',
    });
    const mail = approvalMail(
      'ZHT',
      brand,
      {
        awardId: 1,
        rfqId: 1,
        rfqnum: 'RFQ-2026-0110',
        siteid: 'HKHQ',
        description: 'Security guarding',
        currency: 'HKD',
        total: '100.00',
        threshold: '50.00',
        justification: 'Lowest',
        proposerId: 1,
        proposerName: 'Buyer',
        suppliers: [{ name: 'Winner Ltd', lines: 2 }],
      },
      'Approver',
    );
    expect(mail.text).toContain('招標編號：RFQ-2026-0110\n描述：Security guarding\n');
    expect(mail.text).toContain('https://portal.example.com/buyer/rfq/RFQ-2026-0110');
  });
});

describe('the amendment mail', () => {
  const changes: AmendmentChange[] = [
    {
      kind: 'field',
      field: 'closingdate',
      from: new Date('2026-12-10T09:00:00Z'),
      to: new Date('2026-12-14T09:00:00Z'),
    },
    { kind: 'line', seqno: 3, field: 'quantity', from: '120', to: '150' },
    { kind: 'line', seqno: 4, field: 'required', from: true, to: false },
    { kind: 'lineAdded', seqno: 9, description: 'Window cleaning' },
    { kind: 'documents' },
  ];

  it('says which fields and lines changed, old -> new, in English', () => {
    const mail = amendmentMail('EN', brand, deps, {
      ...tender,
      revision: 2,
      reason: 'More area',
      changes,
      resubmit: false,
      readerName: 'Ann',
    });
    expect(mail.subject).toBe('Tender amended: RFQ-2026-0110');
    expect(mail.text).toContain(
      [
        'What has changed:',
        '- Closing Date: 2026-12-10 17:00:00 HKT → 2026-12-14 17:00:00 HKT',
        '- Line 3, Quantity: 120 → 150',
        '- Line 4, Price Required: Yes → No',
        '- Line 9 added: Window cleaning',
        '- The tender attachments have changed',
      ].join('\n'),
    );
    expect(mail.html).toContain('- Line 3, Quantity: 120 → 150<br>');
  });

  it('says it in simplified Chinese', () => {
    const [block] = amendmentChangeList('ZH', deps, changes);
    expect(block).toEqual({
      kind: 'paragraph',
      text: [
        '修订内容：',
        '- 截标日期：2026-12-10 17:00:00 HKT → 2026-12-14 17:00:00 HKT',
        '- 第 3 行，数量：120 → 150',
        '- 第 4 行，必须报价：是 → 否',
        '- 新增第 9 行：Window cleaning',
        '- 招标附件已更改',
      ].join('\n'),
    });
  });

  it('lists the first changes of a long amendment and counts the rest', () => {
    const many: AmendmentChange[] = Array.from({ length: LISTED_CHANGES + 7 }, (_, i) => ({
      kind: 'line',
      seqno: i + 1,
      field: 'quantity',
      from: '1',
      to: '2',
    }));
    const [block] = amendmentChangeList('EN', deps, many);
    const lines = (block as { text: string }).text.split('\n');
    expect(lines).toHaveLength(1 + LISTED_CHANGES + 1);
    expect(lines.at(-2)).toBe(`- Line ${LISTED_CHANGES}, Quantity: 1 → 2`);
    expect(lines.at(-1)).toBe('and 7 more changes: see the tender in the portal.');
    expect(amendmentChangeList('EN', deps, [])).toEqual([]);
  });
});
