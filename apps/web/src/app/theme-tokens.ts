import { theme as antdTheme, type ThemeConfig } from 'antd';

type Token = ReturnType<typeof antdTheme.getDesignToken>;

/** Tokens antd computes (theme/util/alias.js) but its types do not declare: Drawer's and Card's shadows. */
type UndeclaredToken = 'boxShadowDrawerRight' | 'boxShadowCard';

/** How a token is written in CSS: a length in px, a plain number, or its text as it is. */
type Unit = 'px' | 'number' | 'text';

// The design tokens the parts built without antd (components/plain, the language switch, the signed-in
// shell: header, user menu, phone menu) are styled with.
const TOKENS: Partial<Record<keyof Token | UndeclaredToken, Unit>> = {
  colorPrimary: 'text',
  colorPrimaryHover: 'text',
  colorPrimaryActive: 'text',
  colorPrimaryBorder: 'text',
  colorInfo: 'text',
  colorInfoBg: 'text',
  colorInfoBorder: 'text',
  // The tender detail's notices (components/plain/alert): warning and success.
  colorWarning: 'text',
  colorWarningBg: 'text',
  colorWarningBorder: 'text',
  colorSuccess: 'text',
  colorSuccessBg: 'text',
  colorSuccessBorder: 'text',
  colorError: 'text',
  colorErrorBg: 'text',
  colorErrorBorder: 'text',
  colorErrorBorderHover: 'text',
  colorErrorOutline: 'text',
  // antd's preset red (its Tag color="red": the lightest tint behind the 7th shade), components/plain/tag.css.
  red1: 'text',
  red7: 'text',
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
  colorBgMask: 'text',
  colorBgTextHover: 'text',
  colorBgTextActive: 'text',
  colorSplit: 'text',
  colorFillTertiary: 'text',
  colorFillSecondary: 'text',
  colorFillQuaternary: 'text',
  // The general information's label cells (components/plain/descriptions.css).
  colorFillAlter: 'text',
  // The supplier home (features/home): a card's border, its hover shadow and a skeleton's shimmer.
  colorBorderSecondary: 'text',
  colorBorderBg: 'text',
  colorFillContent: 'text',
  colorFill: 'text',
  boxShadowCard: 'text',
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
  controlHeightSM: 'px',
  controlHeightXS: 'px',
  controlPaddingHorizontal: 'px',
  borderRadius: 'px',
  borderRadiusLG: 'px',
  borderRadiusSM: 'px',
  boxShadowSecondary: 'text',
  boxShadowDrawerRight: 'text',
  fontFamily: 'text',
  fontSize: 'px',
  fontSizeLG: 'px',
  fontSizeSM: 'px',
  fontSizeHeading1: 'px',
  fontSizeIcon: 'px',
  fontWeightStrong: 'number',
  lineHeight: 'number',
  lineHeightLG: 'number',
  lineHeightSM: 'number',
  lineHeightHeading1: 'number',
  lineHeightHeading2: 'number',
  lineHeightHeading3: 'number',
  fontSizeHeading3: 'px',
  lineWidth: 'px',
  lineWidthFocus: 'px',
  marginXXS: 'px',
  marginXS: 'px',
  marginLG: 'px',
  paddingXXS: 'px',
  paddingXS: 'px',
  padding: 'px',
  paddingLG: 'px',
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
  const token: Partial<Record<string, unknown>> = { ...antdTheme.getDesignToken(config) };
  const lines = Object.entries(TOKENS).map(([name, unit]) => {
    const value = token[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`No antd token ${name}`);
    const css = unit === 'px' ? `${value}px` : String(value).replace(/\s+/g, ' ').trim();
    return `  ${tokenVariable(name)}: ${css};`;
  });
  return `:root {\n${lines.join('\n')}\n}\n`;
}
