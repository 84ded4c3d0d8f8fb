import type { Language } from '../i18n/language.ts';

/** The e-mail that carries a verification code, in the account's language. */
export function codeMailText(
  lang: Language,
  code: string,
  ttlSeconds: number,
  purpose: 'login' | 'forget',
  company: string,
): { subject: string; text: string } {
  const minutes = String(Math.round(ttlSeconds / 60));
  if (lang === 'ZH') {
    return {
      subject: `${company} 供应商门户验证码`,
      text: `您的验证码：${code}\n\n验证码 ${minutes} 分钟内有效，只能使用一次。\n${
        purpose === 'forget' ? '您正在重设密码。' : '您正在登录供应商门户。'
      }如非本人操作，请忽略此邮件并联系我们。\n\nverification code: ${code}\n`,
    };
  }
  if (lang === 'ZHT') {
    return {
      subject: `${company} 供應商入口網站驗證碼`,
      text: `您的驗證碼：${code}\n\n驗證碼 ${minutes} 分鐘內有效，只能使用一次。\n${
        purpose === 'forget' ? '您正在重設密碼。' : '您正在登入供應商入口網站。'
      }如非本人操作，請忽略此電郵並聯絡我們。\n\nverification code: ${code}\n`,
    };
  }
  return {
    subject: `${company} Supplier Portal verification code`,
    text: `Your verification code: ${code}\n\nIt is valid for ${minutes} minutes and can be used once.\n${
      purpose === 'forget'
        ? 'You asked to reset your password.'
        : 'You are signing in to the Supplier Portal.'
    } If this was not you, ignore this e-mail and let us know.\n\nverification code: ${code}\n`,
  };
}
