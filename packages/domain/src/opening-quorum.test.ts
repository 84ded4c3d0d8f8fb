import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctUnsealers, isQuorumMet, unsealsAwaited } from './opening-quorum.ts';
import { mayView, sealPhase } from './seal.ts';

describe('the opening quorum (issue 29)', () => {
  it.each([
    // quorum, who unsealed, awaited, met
    [1, [], 0, true],
    [1, [7], 0, true],
    [2, [], 2, false],
    [2, [7], 1, false],
    [2, [7, 7], 1, false],
    [2, [7, 7, 7], 1, false],
    [2, [7, 8], 0, true],
    [2, [7, 8, 7], 0, true],
  ] as const)('quorum %s unsealed by %j: awaits %s, met %s', (quorum, by, awaited, met) => {
    const distinct = distinctUnsealers(by);
    expect(unsealsAwaited(quorum, distinct)).toBe(awaited);
    expect(isQuorumMet(quorum, distinct)).toBe(met);
  });

  it('counts a person once however often they unseal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 30 }), (by) => {
        const distinct = distinctUnsealers(by);
        expect(distinctUnsealers([...by, ...by])).toBe(distinct);
        expect(isQuorumMet(2, distinct)).toBe(new Set(by).size >= 2);
      }),
    );
  });

  it('keeps every price sealed to staff and buyers after closing until the quorum is met', () => {
    const closed = { rfqStatus: 'PUBLISHED', closingdate: '2030-01-01T00:00:00Z' };
    const now = Date.parse('2030-01-02T00:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 6 }),
        fc.constantFrom('staff', 'buyer' as const),
        fc.constantFrom('prices', 'totals', 'notes', 'documents' as const),
        (by, viewer, part) => {
          const opened = isQuorumMet(2, distinctUnsealers(by));
          const phase = sealPhase({ ...closed, opened }, now);
          expect(phase).toBe(opened ? 'opened' : 'awaiting-opening');
          if (!opened) expect(mayView(viewer, 'online', phase, part)).toBe(false);
        },
      ),
    );
  });
});
