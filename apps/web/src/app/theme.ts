import type { ThemeConfig } from 'antd';

/** Deep teal brand; every text colour keeps at least 4.5:1 contrast on its background. */
export const BRAND_COLOUR = '#0f5e6b';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOUR,
    colorLink: BRAND_COLOUR,
    colorInfo: BRAND_COLOUR,
    // antd derives the info background from the brand teal as a dark grey (#a1abab), which makes every
    // info notice look disabled: a light tint of the brand instead, with its border one step darker.
    colorInfoBg: '#e7f1f2',
    colorInfoBorder: '#9fc3c7',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    // antd's placeholder grey is 1.8:1 on white; a Select's placeholder is text axe checks (4.9:1 here).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // antd's error red (#ff4d4f) is 3.3:1 on white and 3.0:1 on the grey page: its red-7 is 5.9:1. Danger
    // buttons, the Sign Out item, a refused field's reason and every error text take it.
    colorError: '#cf1322',
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
    // Labels in antd's tertiary grey are 4.0:1 on the grey page: the secondary grey, as other labels.
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.65)' },
    // A table's own empty text is drawn in the disabled grey (2.0:1), but it says why nothing is listed.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' },
  },
};
