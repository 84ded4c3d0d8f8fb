import type { SubmissionCheck } from '@tender/domain';
import type { HeaderChanges } from './autosave-controller';
import type { LineEditorState } from './line-editor-types';
import type { SaveResult } from './quotation-payload';

/** What the actions need of the line grid (built by the grid's own hooks). */
export interface QuotationGrid {
  /** The lines at the moment of the click (read late so a keystroke does not re-create the actions). */
  getState: () => LineEditorState;
  /** Marks these lines as lacking something (highlighted cells, the Needs-attention filter). */
  setIssues: (issues: SubmissionCheck['lines']) => void;
  /** The cells mark what a submission lacks (known from the start, marked once asked for). */
  showMarks: () => void;
  /** Moves the grid to the first line needing attention and focuses its cell. */
  goToFirstIssue: () => void;
  /**
   * Saves every pending edit now, with the header fields when given (without them and with nothing
   * pending, no request goes); resolves with the version the quotation then has, rejects with the
   * server's error (4000006 when stale).
   */
  saveNow: (header?: HeaderChanges) => Promise<Pick<SaveResult, 'version'>>;
  /** The quotation version the page holds (the header's, then each save reply's, autosaves included). */
  getVersion: () => number | undefined;
  /** Reads the tender again after a 4000006, asking first when edits are unsaved. */
  reload: () => Promise<void>;
}
