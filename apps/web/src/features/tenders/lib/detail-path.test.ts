import { describe, expect, it } from 'vitest';
import { detailRequestOf } from './detail-path';

describe('detailRequestOf', () => {
  it("loads a supplier's tender on the session's site", () => {
    expect(detailRequestOf('/tenderdetail/TB10020/12/WTQUOTE', 'HK01')).toMatchObject({
      udztbnum: 'TB10020',
      siteid: 'HK01',
      path: { kind: 'supplier', total: '12', status: 'WTQUOTE' },
    });
  });

  it("loads staff's tender on the path's site, whatever the session says", () => {
    expect(detailRequestOf('/tenderdetail/TB10020/S001/WTQUOTE/MO02/RFQ9', 'HK01')).toMatchObject({
      udztbnum: 'TB10020',
      siteid: 'MO02',
      path: { kind: 'staff', rfqnum: 'RFQ9' },
    });
  });

  it('loads nothing off a detail path', () => {
    expect(detailRequestOf('/tenders', 'HK01')).toBeNull();
  });
});
