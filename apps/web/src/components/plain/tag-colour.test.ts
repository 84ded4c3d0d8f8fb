import { STATUS_BADGE_COLOUR } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { tagTint } from './tag-colour';

describe('tagTint', () => {
  // What antd's Tag draws behind these colours (@ant-design/fast-color: the hue, the saturation, 95% light).
  it.each([
    ['#237804', '#edfee6'],
    ['#8b5a2b', '#f9f2ec'],
    ['#46607a', '#eff2f6'],
    ['#0958d9', '#e7f0fe'],
    ['#cf1322', '#fde8e9'],
    ['#808080', '#f2f2f2'],
    ['#f00', '#ffe5e5'],
  ])('%s is drawn on %s', (colour, tint) => {
    expect(tagTint(colour)).toBe(tint);
  });

  it('tints every status colour that is not a preset name', () => {
    for (const colour of Object.values(STATUS_BADGE_COLOUR)) {
      if (colour.startsWith('#')) expect(tagTint(colour)).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
