import { describe, expect, it } from 'vitest';
import { quotationReceiptMail } from './quotation-receipt-mail.ts';
import type { QuotationReceipt } from './workflow-service.ts';

const receipt: QuotationReceipt = {
  submissionref: 'Q-RFQ-1-7K3M9Q2A',
  // 06:32:05 UTC is 14:32:05 in Hong Kong.
  submittedat: new Date('2026-11-23T06:32:05Z'),
  udztbnum: 'TB1',
  rfqnum: 'RFQ-1',
  tenderdesc: 'Cleaning <lobby> & "pool"',
  currency: null,
  total: '1234567.50',
  discounted: '1200000.00',
  negotiation: true,
};
const context = {
  currency: 'HKD',
  timeZone: 'Asia/Hong_Kong',
  timeZoneLabel: 'HKT',
  username: 'Raymond Chan',
};
const brand = {
  companyName: 'Harbour Group',
  supportEmail: 'support@example.com',
  supportPhone: '+852 2800 0000',
  publicUrl: 'https://portal.example.com',
};

describe('quotationReceiptMail', () => {
  it('says what was submitted, for how much, its reference and when, in the group time zone', () => {
    const mail = quotationReceiptMail('EN', brand, receipt, context);
    expect(mail.subject).toBe('Quotation submitted: RFQ-1 (Q-RFQ-1-7K3M9Q2A)');
    expect(mail.text).toContain('Tender No.: RFQ-1\nDescription: Cleaning <lobby> & "pool"\n');
    expect(mail.text).toContain('Total: HKD 1,234,567.50\nDiscounted total: HKD 1,200,000.00\n');
    expect(mail.text).toContain('Submission reference: Q-RFQ-1-7K3M9Q2A\n');
    expect(mail.text).toContain('Submitted: 2026-11-23 14:32:05 HKT by Raymond Chan\n');
    expect(mail.text).toContain(
      'Open the tender in the portal: https://portal.example.com/tenderdetail/TB1/1/SUBMITED',
    );
    expect(mail.html).toContain('href="https://portal.example.com/tenderdetail/TB1/1/SUBMITED"');
  });

  it('writes traditional Chinese with full-width colons', () => {
    const mail = quotationReceiptMail('ZHT', brand, receipt, {
      ...context,
      timeZone: 'UTC',
      timeZoneLabel: 'UTC',
    });
    expect(mail.subject).toBe('報價已提交：RFQ-1 (Q-RFQ-1-7K3M9Q2A)');
    expect(mail.text).toContain('折後合計：HKD 1,200,000.00\n');
    expect(mail.text).toContain('提交時間：2026-11-23 06:32:05 UTC（提交人：Raymond Chan）');
  });

  it('shows a discounted total only with a price negotiation or a discount', () => {
    const plain = { ...receipt, negotiation: false, discounted: '1234567.5' };
    const none = quotationReceiptMail('EN', brand, plain, context);
    expect(none.text).toContain('Total: HKD 1,234,567.50\nSubmission reference: ');
    expect(none.text).not.toContain('Discounted total');
    expect(none.html).not.toContain('Discounted total');
    expect(quotationReceiptMail('ZH', brand, plain, context).text).not.toContain('折后合计');
    // A rate payable under 100 % on a line discounts the total even without a negotiation.
    const discounted = quotationReceiptMail('EN', brand, { ...plain, discounted: '1000.00' }, context);
    expect(discounted.text).toContain('Discounted total: HKD 1,000.00\n');
    // A negotiated quotation shows it even when no rate was cut.
    const negotiated = quotationReceiptMail('EN', brand, { ...plain, negotiation: true }, context);
    expect(negotiated.text).toContain('Discounted total: HKD 1,234,567.50\n');
  });

  it('escapes the tender texts in the HTML part', () => {
    const { html } = quotationReceiptMail('EN', brand, receipt, context);
    expect(html).toContain('<td>Cleaning &#60;lobby&#62; &#38; &#34;pool&#34;</td>');
    expect(html).not.toContain('<lobby>');
  });
});
