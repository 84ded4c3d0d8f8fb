import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkedText } from './marked-text';

const render = (text: string) => renderToStaticMarkup(createElement(MarkedText, { text }));

describe('MarkedText', () => {
  it('shows each <b> span in bold and the rest as text', () => {
    expect(render('Click <b>Install</b>, then confirm with <b>Install</b>.')).toBe(
      'Click <strong>Install</strong>, then confirm with <strong>Install</strong>.',
    );
    expect(render('点按<b>添加到主屏幕</b>。')).toBe('点按<strong>添加到主屏幕</strong>。');
  });

  it('escapes everything else: a translation cannot bring markup of its own', () => {
    expect(render('No label here')).toBe('No label here');
    expect(render('<i>x</i> & <b><img src=x></b>')).toBe(
      '&lt;i&gt;x&lt;/i&gt; &amp; <strong>&lt;img src=x&gt;</strong>',
    );
  });
});
