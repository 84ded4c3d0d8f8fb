// Readers for a file that may not have passed the schema yet: the reference and file checks run on a
// malformed file too, so one refusal lists every problem. Anything of the wrong shape reads as absent.
export type LooseObject = { readonly [key: string]: unknown };

function isObject(value: unknown): value is LooseObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object items of obj[key] with their index (non-objects are skipped, indexes kept). */
export function items(obj: unknown, key: string): Array<[LooseObject, number]> {
  const value = isObject(obj) ? obj[key] : undefined;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, i): Array<[LooseObject, number]> => (isObject(item) ? [[item, i]] : []));
}

/** obj[key] when it is a string. */
export function text(obj: unknown, key: string): string | undefined {
  const value = isObject(obj) ? obj[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}
