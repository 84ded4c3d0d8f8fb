import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLangcode } from '@/i18n/i18n';
import { HTML_LANG, LANGCODES, LANGUAGE_NAME, type Langcode, langcodeFromI18n } from '@/i18n/languages';

const options = LANGCODES.map((code) => ({
  value: code,
  // Each name is marked with its own language so screen readers pronounce it correctly.
  label: <span lang={HTML_LANG[code]}>{LANGUAGE_NAME[code]}</span>,
}));

/** Switches the interface language; the choice is remembered in this browser. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Select<Langcode>
      className={className}
      aria-label={t('language.label')}
      value={langcodeFromI18n(i18n.language)}
      onChange={(code) => void changeLangcode(code)}
      options={options}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      variant="borderless"
      data-testid="language-switch"
    />
  );
}
