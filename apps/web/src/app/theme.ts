import type { ThemeConfig } from 'antd';

/** Deep teal brand; every text colour keeps at least 4.5:1 contrast on its background. */
export const BRAND_COLOUR = '#0f5e6b';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOUR,
    colorLink: BRAND_COLOUR,
    colorInfo: BRAND_COLOUR,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // antd's placeholder grey is 1.8:1 on white; a Select's placeholder is text axe checks (4.9:1 here).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans CJK TC', 'PingFang SC', 'PingFang TC', 'Microsoft YaHei', 'Microsoft JhengHei', sans-serif",
  },
  components: {
    Layout: {
      headerBg: BRAND_COLOUR,
      headerColor: '#ffffff',
      headerHeight: 64,
      footerBg: '#f3f6f7',
      bodyBg: '#f3f6f7',
    },
  },
};
