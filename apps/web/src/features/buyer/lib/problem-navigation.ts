import type { BoqLine } from './boq-lines';

/** The id of the bill's heading, which the problems' messages point to. */
export const BOQ_HOME_ANCHOR = 'tp-buyer-boq';

/**
 * The next line with a problem after `currentKey`, in the order shown, wrapping around to the first; the
 * first such line when there is no current line. null when no line has one.
 */
export function nextProblemKey(
  lines: readonly BoqLine[],
  problems: ReadonlyMap<string, unknown>,
  currentKey: string | null,
): string | null {
  const start = lines.findIndex((line) => line.key === currentKey);
  for (let step = 1; step <= lines.length; step += 1) {
    const line = lines[(start + step + lines.length) % lines.length];
    if (line && problems.has(line.key)) return line.key;
  }
  return null;
}
