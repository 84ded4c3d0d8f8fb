import type { Ref } from 'react';
import type { LineEditControls } from '../lib/line-edit-controls';
import type { AmountField, EditableField } from '../lib/line-editor-types';
import type { LineNavigationHandle } from '../lib/line-navigation';
import type { LineStore } from '../lib/line-store';

/** What the items take, shown as the grid on a wide screen or as cards on a phone. */
export interface TenderLineTableProps {
  store: LineStore;
  /** Seq numbers in display order (fixed for a loaded tender). */
  order: number[];
  controls: LineEditControls;
  onField: (seqno: number, field: EditableField, text: string) => void;
  /** The supplier left an amount cell (a refused value then shows its reason); the store's own by default. */
  onLeave?: (seqno: number, field: AmountField) => void;
  /** Lets Submit and the save outcome move the grid to the lines needing attention. */
  navigation?: Ref<LineNavigationHandle>;
}
