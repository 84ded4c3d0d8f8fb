import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Langcode, langcodeFromI18n } from '@/i18n/languages';

// English ships with the first page; the Chinese packs load when chosen.
const loaders: Record<Langcode, () => Promise<{ antd: Locale; dayjs: string }>> = {
  EN: async () => ({ antd: enUS, dayjs: 'en' }),
  ZH: async () => {
    await import('dayjs/locale/zh-cn');
    return { antd: (await import('antd/locale/zh_CN')).default, dayjs: 'zh-cn' };
  },
  ZHT: async () => {
    await import('dayjs/locale/zh-tw');
    return { antd: (await import('antd/locale/zh_TW')).default, dayjs: 'zh-tw' };
  },
};

/** antd's and dayjs's locale for the current interface language. */
export function useAntdLocale(): Locale {
  const { i18n } = useTranslation();
  const langcode = langcodeFromI18n(i18n.language);
  const [locale, setLocale] = useState<Locale>(enUS);
  useEffect(() => {
    let current = true;
    void loaders[langcode]().then((loaded) => {
      if (!current) return;
      dayjs.locale(loaded.dayjs);
      setLocale(loaded.antd);
    });
    return () => {
      current = false;
    };
  }, [langcode]);
  return locale;
}
