/** Codes offered when the browser cannot list its own (Intl.supportedValuesOf is newer than ES2022). */
const COMMON_CURRENCIES = [
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'EUR',
  'GBP',
  'HKD',
  'IDR',
  'INR',
  'JPY',
  'KRW',
  'MOP',
  'MYR',
  'NZD',
  'PHP',
  'SGD',
  'THB',
  'TWD',
  'USD',
  'VND',
];

/** The ISO 4217 codes the browser knows (sorted), with `current` among them whatever it is. */
export function currencyCodes(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'currency') => string[] };
  let codes: string[];
  try {
    codes = intl.supportedValuesOf?.('currency') ?? COMMON_CURRENCIES;
  } catch {
    codes = COMMON_CURRENCIES;
  }
  const all = new Set(codes.filter((code) => /^[A-Z]{3}$/.test(code)));
  if (/^[A-Z]{3}$/.test(current)) all.add(current);
  return [...all].sort();
}

/** A code with its name in the language shown ('HKD · Hong Kong Dollar'); the code alone when unknown. */
export function currencyLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}
