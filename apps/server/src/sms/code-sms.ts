import { internationalMobileNumber, type MobileNumber } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';
import { recordSms } from './sms-log-repository.ts';
import { maskedNumber } from './sms-sender.ts';

/** What a code sent by SMS is for: signing in, a forgotten password, or proving a new number. */
export type SmsCodePurpose = 'login' | 'forget' | 'mobile';

/**
 * The text of a code SMS in the reader's language: one segment in each (docs/deployment.md, SMS texts;
 * sms/code-sms.test.ts measures them with the longest values).
 */
export function codeSmsText(
  lang: Language,
  purpose: SmsCodePurpose,
  code: string,
  ttlSeconds: number,
): string {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  return t(lang, `sms.${purpose}`, { code, minutes });
}

/**
 * Sends a code by SMS at once and records it (sms_log), or fails with 3000016 when the gateway did not
 * take it: the user must know no code is coming. The log names the account, the purpose and the number's
 * last digits, never the code or the text.
 */
export async function sendCodeSms(
  ctx: Pick<AppContext, 'db' | 'sms' | 'log'>,
  input: {
    userId: number;
    mobile: MobileNumber;
    lang: Language;
    purpose: SmsCodePurpose;
    code: string;
    ttlSeconds: number;
  },
): Promise<void> {
  const to = internationalMobileNumber(input.mobile);
  const text = codeSmsText(input.lang, input.purpose, input.code, input.ttlSeconds);
  const row = { user_id: input.userId, phone: to, kind: input.purpose, driver: ctx.sms.driver };
  try {
    const { reference } = await ctx.sms.send({ to, text });
    await recordSms(ctx.db, { ...row, status: 'sent', reference });
    ctx.log.info({ userId: input.userId, purpose: input.purpose, to: maskedNumber(to) }, 'code sms sent');
  } catch (error) {
    await recordSms(ctx.db, { ...row, status: 'failed' }).catch(() => undefined);
    ctx.log.error(
      {
        userId: input.userId,
        purpose: input.purpose,
        to: maskedNumber(to),
        driver: ctx.sms.driver,
        reason: failureReason(error),
      },
      'code sms not sent',
    );
    throw new AppError(ErrorCode.SMS_NOT_SENT);
  }
}

/** Why a gateway did not take a message, for the log: the error and its cause (ECONNREFUSED, a timeout). */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error.cause as { code?: string } | undefined)?.code;
  return `${error.name}: ${error.message}${cause ? ` (${cause})` : ''}`;
}
