import { useCallback, useMemo, useState } from 'react';
import {
  appendLines,
  type BoqLine,
  deleteLines,
  insertLine,
  moveLine,
  renumberLines,
  updateLine,
} from '../lib/boq-lines';
import { findLineProblems, type LineProblem } from '../lib/boq-problems';

/**
 * The bill being edited: its lines, the line the cursor is on, and every line's problems, checked live
 * with the domain's rules. `onChange` hears of every edit (the editor's unsaved-changes mark).
 */
export function useBoqLines(initial: BoqLine[], options: { draft: boolean; onChange: () => void }) {
  const { draft, onChange } = options;
  const [lines, setLinesState] = useState<BoqLine[]>(initial);
  const [currentKey, setCurrentKey] = useState<string | null>(null);
  // A refused save's problems by seqno (BOQ_INVALID): shown until the bill changes.
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<number, readonly string[]>>(new Map());

  const setLines = useCallback(
    (next: (before: BoqLine[]) => BoqLine[]) => {
      setLinesState(next);
      setServerProblems(new Map());
      onChange();
    },
    [onChange],
  );

  const problems: Map<string, LineProblem[]> = useMemo(
    () => findLineProblems(lines, { draft, server: serverProblems }),
    [lines, draft, serverProblems],
  );

  const indexOfCurrent = () => lines.findIndex((line) => line.key === currentKey);

  return {
    lines,
    problems,
    currentKey,
    setCurrentKey,
    setServerProblems,
    change: (key: string, patch: Partial<BoqLine>) => setLines((before) => updateLine(before, key, patch)),
    /** Inserts a blank line at `index` and makes it the current line; answers its key. */
    insert: (index: number): string => {
      const { lines: next, inserted } = insertLine(lines, index);
      setLines(() => next);
      setCurrentKey(inserted.key);
      return inserted.key;
    },
    insertAtCursor: (): string => {
      const index = indexOfCurrent();
      const { lines: next, inserted } = insertLine(lines, index < 0 ? lines.length : index);
      setLines(() => next);
      setCurrentKey(inserted.key);
      return inserted.key;
    },
    remove: (key: string) => {
      const index = lines.findIndex((line) => line.key === key);
      setLines((before) => deleteLines(before, new Set([key])));
      if (key === currentKey) setCurrentKey(lines[index + 1]?.key ?? lines[index - 1]?.key ?? null);
    },
    move: (index: number, direction: -1 | 1) => setLines((before) => moveLine(before, index, direction)),
    moveCurrent: (direction: -1 | 1) => {
      const index = indexOfCurrent();
      if (index >= 0) setLines((before) => moveLine(before, index, direction));
    },
    renumber: () => setLines((before) => renumberLines(before)),
    replaceAll: (next: BoqLine[]) => setLines(() => next),
    append: (added: BoqLine[]) => setLines((before) => appendLines(before, added)),
  };
}
