// Request fields the contract lets clients send loosely, turned into what the services take.

/** A number sent as a number or as digits (the contract's schema has already checked the digits). */
export function wholeNumber(value: string | number): number {
  return typeof value === 'number' ? value : Number.parseInt(value.trim(), 10);
}

/** A `%text%` ILIKE pattern of a search box whose own \, % and _ match themselves; null when blank. */
export function searchPattern(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
