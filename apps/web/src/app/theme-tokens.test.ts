import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { themeTokensCss, tokenVariable } from './theme-tokens';

describe('themeTokensCss', () => {
  const css = themeTokensCss(theme);
  const token = antdTheme.getDesignToken(theme);

  it('names the variables as antd names its own', () => {
    expect(tokenVariable('colorPrimaryHover')).toBe('--ant-color-primary-hover');
    expect(tokenVariable('controlHeightLG')).toBe('--ant-control-height-lg');
    expect(tokenVariable('fontSizeIcon')).toBe('--ant-font-size-icon');
  });

  it("writes the theme's tokens as antd computes them, lengths in px", () => {
    expect(css).toContain(`--ant-color-primary: ${theme.token?.colorPrimary};`);
    expect(css).toContain(`--ant-color-primary-hover: ${token.colorPrimaryHover};`);
    expect(css).toContain(`--ant-control-outline: ${token.controlOutline};`);
    expect(css).toContain(`--ant-border-radius: ${theme.token?.borderRadius}px;`);
    expect(css).toContain(`--ant-line-height: ${token.lineHeight};`);
    expect(css).toContain(`--ant-font-family: ${theme.token?.fontFamily};`);
  });
});
