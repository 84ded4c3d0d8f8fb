/** A yes/no field as it may arrive: a boolean column, or '0'/'1' (also 0/1) as the spec's API sends it. */
export type FlagValue = boolean | string | number | null | undefined;

/** Whether a yes/no field is set: true, '1', 1 or 'Y' (any case); everything else is no. */
export function isFlagSet(value: FlagValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') {
    const text = value.trim().toUpperCase();
    return text === '1' || text === 'Y' || text === 'TRUE';
  }
  return false;
}

/** Whether a tender collect-via or bid-method value is HardCopy (any case): quoted on paper, not online. */
export function isHardCopyValue(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === 'hardcopy';
}
