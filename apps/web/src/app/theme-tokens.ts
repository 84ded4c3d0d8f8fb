import { theme as antdTheme, type ThemeConfig } from 'antd';

type Token = ReturnType<typeof antdTheme.getDesignToken>;

/** How a token is written in CSS: a length in px, a plain number, or its text as it is. */
type Unit = 'px' | 'number' | 'text';

// The design tokens the pages without antd (components/plain, the language switch) are styled with.
const TOKENS: Partial<Record<keyof Token, Unit>> = {
  colorPrimary: 'text',
  colorPrimaryHover: 'text',
  colorPrimaryActive: 'text',
  colorPrimaryBorder: 'text',
  colorInfo: 'text',
  colorInfoBg: 'text',
  colorInfoBorder: 'text',
  colorError: 'text',
  colorErrorBg: 'text',
  colorErrorBorder: 'text',
  colorErrorBorderHover: 'text',
  colorErrorOutline: 'text',
  colorText: 'text',
  colorTextHeading: 'text',
  colorTextDescription: 'text',
  colorTextDisabled: 'text',
  colorTextPlaceholder: 'text',
  colorTextQuaternary: 'text',
  colorTextLightSolid: 'text',
  colorIcon: 'text',
  colorIconHover: 'text',
  colorBorder: 'text',
  colorBgContainer: 'text',
  colorBgContainerDisabled: 'text',
  colorBgElevated: 'text',
  colorFillTertiary: 'text',
  colorFillSecondary: 'text',
  colorFillQuaternary: 'text',
  colorLink: 'text',
  colorLinkHover: 'text',
  colorLinkActive: 'text',
  controlOutline: 'text',
  controlOutlineWidth: 'px',
  controlItemBgActive: 'text',
  controlItemBgHover: 'text',
  controlItemBgActiveHover: 'text',
  controlHeight: 'px',
  controlHeightLG: 'px',
  controlPaddingHorizontal: 'px',
  borderRadius: 'px',
  borderRadiusLG: 'px',
  borderRadiusSM: 'px',
  boxShadowSecondary: 'text',
  fontFamily: 'text',
  fontSize: 'px',
  fontSizeLG: 'px',
  fontSizeIcon: 'px',
  fontWeightStrong: 'number',
  lineHeight: 'number',
  lineWidth: 'px',
  lineWidthFocus: 'px',
  marginXS: 'px',
  paddingXXS: 'px',
  opacityLoading: 'number',
  motionDurationFast: 'text',
  motionDurationMid: 'text',
  motionDurationSlow: 'text',
  motionEaseInOut: 'text',
  motionEaseOutQuint: 'text',
};

/** `colorPrimaryHover` -> `--ant-color-primary-hover`, as antd names its own CSS variables. */
export function tokenVariable(name: string): string {
  return `--ant-${name}`
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z0-9]+)/g, '$1-$2')
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The theme's design tokens (computed by antd's own algorithm from theme.ts) as CSS custom properties on
 * :root. Built into a stylesheet by vite.config.ts at build time, so the pages shown before sign-in look
 * like antd without loading it, and follow theme.ts when it changes. Not imported by the app itself:
 * computing tokens needs antd's theme code.
 */
export function themeTokensCss(config: ThemeConfig): string {
  const token = antdTheme.getDesignToken(config);
  const lines = Object.entries(TOKENS).map(([name, unit]) => {
    const value = token[name as keyof Token];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`No antd token ${name}`);
    const css = unit === 'px' ? `${value}px` : String(value).replace(/\s+/g, ' ').trim();
    return `  ${tokenVariable(name)}: ${css};`;
  });
  return `:root {\n${lines.join('\n')}\n}\n`;
}
