import type { TenderLine } from '@tender/api-contract';
import { createLineEditorState, type LineEditorAction, lineEditorReducer } from './line-editor-state';
import type { EditorLine, LineEditorState } from './line-editor-types';

type Listener = () => void;

/**
 * Holds the editor state outside React so a keystroke re-renders only the cells of the lines that
 * changed (each cell subscribes to its own line) and the summary row, never the page or the table.
 */
export class LineStore {
  private state: LineEditorState;
  private readonly lineListeners = new Map<number, Set<Listener>>();
  private readonly listeners = new Set<Listener>();

  constructor(rows: TenderLine[]) {
    this.state = createLineEditorState(rows);
  }

  getState = (): LineEditorState => this.state;

  getLine = (seqno: number): EditorLine | undefined => this.state.lines.get(seqno);

  /** Any change of the state (summary, cycle, a line). */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  subscribeLine = (seqno: number, listener: Listener): (() => void) => {
    const set = this.lineListeners.get(seqno) ?? new Set<Listener>();
    set.add(listener);
    this.lineListeners.set(seqno, set);
    return () => set.delete(listener);
  };

  dispatch = (action: LineEditorAction): void => {
    const previous = this.state;
    const next = lineEditorReducer(previous, action);
    if (next === previous) return;
    this.state = next;
    if (next.lines !== previous.lines) {
      // The reducer gives a new object only to lines that changed, so identity tells which to notify.
      for (const [seqno, line] of next.lines) {
        if (previous.lines.get(seqno) !== line)
          for (const listener of this.lineListeners.get(seqno) ?? []) listener();
      }
    }
    for (const listener of this.listeners) listener();
  };
}
