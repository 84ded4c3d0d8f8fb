import { describe, expect, it } from 'vitest';
import { staffDetailControls } from './staff-detail-controls.ts';

describe('staffDetailControls (spec 4.4)', () => {
  it.each([
    { bidmethod: 'HardCopy', tendercollectvia: 'Email', inputed: '0', submit: true },
    { bidmethod: 'hardcopy', tendercollectvia: '', inputed: false, submit: true },
    { bidmethod: 'HardCopy', tendercollectvia: '', inputed: '1', submit: false },
    { bidmethod: 'Online', tendercollectvia: 'HardCopy', inputed: '0', submit: true },
    { bidmethod: 'Online', tendercollectvia: 'Email', inputed: '0', submit: false },
  ])('Submit for bid method $bidmethod, inputed $inputed: $submit', ({ submit, ...view }) => {
    const controls = staffDetailControls(view);
    expect(controls.showSubmit).toBe(submit);
    expect(controls.priceEditable).toBe(submit);
  });

  it.each([
    { bidmethod: 'HardCopy', tendercollectvia: '', hardCopy: true },
    { bidmethod: 'Online', tendercollectvia: 'HardCopy', hardCopy: true },
    { bidmethod: 'Online', tendercollectvia: 'Email', hardCopy: false },
  ])('decline of $bidmethod / $tendercollectvia: no-decline notice $hardCopy', ({ hardCopy, ...rest }) => {
    const controls = staffDetailControls({ ...rest, inputed: '0' });
    expect(controls).toMatchObject({
      isHardCopy: hardCopy,
      declineNeedsNoReason: hardCopy,
      declineNeedsReason: !hardCopy,
    });
  });
});
