import { ErrorCode, type ErrorCodeName, type ErrorCodeValue } from '@tender/api-contract/error-codes';
import type { Language } from './language.ts';
import { t } from './translate.ts';

const NAME_OF = Object.fromEntries(Object.entries(ErrorCode).map(([name, code]) => [code, name])) as Record<
  ErrorCodeValue,
  ErrorCodeName
>;

/**
 * The caller-language text of a result code (catalogue key `error.<name>`), with `{name}` placeholders
 * filled in. A list cut short (params.more: how many were left out) ends in the reader's language.
 */
export function errorMessage(
  code: ErrorCodeValue,
  lang: Language,
  params: Record<string, string> = {},
): string {
  const andMore = params.more ? t(lang, 'error.andMore', { more: params.more }) : '';
  return t(lang, `error.${NAME_OF[code]}`, { ...params, andMore });
}
