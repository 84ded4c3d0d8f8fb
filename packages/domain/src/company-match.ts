// Issue 33, item 4: is a company the buyer is about to invite one the portal already knows? Two names are
// the same company when they are equal once normalised: case, spaces and punctuation ignored, and the
// legal-form suffixes "Ltd", "Limited", "Co.", "Company", "Inc", "Corp", "LLC" and their Chinese forms
// (有限公司, 公司) dropped from the end, as many times as they appear ("ABC Co., Ltd." = "abc").

const SUFFIXES = [
  'limited',
  'ltd',
  'company',
  'co',
  'incorporated',
  'inc',
  'corporation',
  'corp',
  'llc',
  'plc',
  '有限公司',
  '公司',
];

/** The name reduced to what tells companies apart: lower case letters and digits, suffixes dropped. */
export function normalizeCompanyName(name: string): string {
  let text = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  for (;;) {
    const words = text.split(' ');
    const last = words.at(-1) ?? '';
    const suffix = SUFFIXES.find((s) => last === s || (/\p{Script=Han}/u.test(s) && last.endsWith(s)));
    if (!suffix || words.join('') === suffix) break;
    text =
      last === suffix
        ? words.slice(0, -1).join(' ')
        : `${words.slice(0, -1).join(' ')} ${last.slice(0, -suffix.length)}`.trim();
    if (text === '') break;
  }
  return text.replace(/ /g, '');
}

/** The domain of an e-mail address, lower case ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Whether two company names name the same company once normalised (an empty name matches nothing). */
export function sameCompanyName(a: string, b: string): boolean {
  const left = normalizeCompanyName(a);
  return left !== '' && left === normalizeCompanyName(b);
}

/** A business registration number as kept: upper case letters and digits only ('' when none). */
export function normalizeBrNumber(brnumber: string): string {
  return brnumber
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}
