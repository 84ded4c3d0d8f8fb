import { type LineInput, parseAutocal } from '@tender/domain';

/**
 * Which sum lines list which lines (autocal '3+4+7'), so a keystroke recalculates only the edited line
 * and the sum lines above it instead of the whole tender: calculateLines on 2,000 lines takes tens of
 * milliseconds, the budget for a keystroke is 50.
 */
export interface LineDependencies {
  /** seqno -> sum lines that list it directly. */
  listedBy: Map<number, number[]>;
  /** sum line seqno -> the seqnos it lists. */
  parts: Map<number, number[]>;
}

export function lineDependencies(inputs: readonly LineInput[]): LineDependencies {
  const listedBy = new Map<number, number[]>();
  const parts = new Map<number, number[]>();
  for (const input of inputs) {
    const listed = parseAutocal(input.autocal);
    if (!listed) continue;
    parts.set(input.seqno, listed);
    for (const seqno of listed) listedBy.set(seqno, [...(listedBy.get(seqno) ?? []), input.seqno]);
  }
  return { listedBy, parts };
}

function closure(start: Iterable<number>, next: (seqno: number) => number[] | undefined): Set<number> {
  const seen = new Set<number>();
  const queue = [...start];
  while (queue.length > 0) {
    const seqno = queue.pop() as number;
    if (seen.has(seqno)) continue;
    seen.add(seqno);
    queue.push(...(next(seqno) ?? []));
  }
  return seen;
}

/**
 * The lines whose amounts can change when `seqno` changes (itself and every sum line above it), and
 * the lines calculateLines needs to recompute them (those plus everything the sum lines list).
 */
export function affectedBy(
  deps: LineDependencies,
  seqno: number,
): { changed: Set<number>; needed: Set<number> } {
  const changed = closure([seqno], (s) => deps.listedBy.get(s));
  const needed = closure(changed, (s) => deps.parts.get(s));
  return { changed, needed };
}
