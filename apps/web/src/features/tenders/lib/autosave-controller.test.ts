import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLineRow } from '../testing/build-line-row';
import { AutosaveController, type SaveFailureKind } from './autosave-controller';
import { LineStore } from './line-store';
import type { SaveQuotationInput, SaveResult } from './quotation-payload';

const DELAY = 3000;

const row = buildLineRow;

class Failure extends Error {
  constructor(readonly kind: SaveFailureKind) {
    super(kind);
  }
}

function setUp(reply: (input: SaveQuotationInput) => Promise<SaveResult>) {
  const store = new LineStore([row(1), row(2), row(3)]);
  const sent: SaveQuotationInput[] = [];
  const controller = new AutosaveController({
    store,
    udztbnum: 'T-1',
    version: 7,
    delayMs: DELAY,
    send: (input) => {
      sent.push(input);
      return reply(input);
    },
    sendOnUnload: async () => null,
    user: () => 'supplier',
    classify: (error) => (error instanceof Failure ? error.kind : 'final'),
  });
  const detach = controller.attach();
  return { store, sent, controller, detach };
}

const echo = async (input: SaveQuotationInput): Promise<SaveResult> => ({
  version: (input.version ?? 0) + 1,
  lines: input.lines.map((line) => row(line.seqno, { unitprice: line.unitprice ?? null })),
});

describe('AutosaveController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("takes the count from the server's reply: what it stored is checked, its count is passed on", async () => {
    const rights = { quantityEditable: true, priceEditable: true, notesEditable: true };
    // The server kept no price on line 2 (it is the authority) and counts three lines lacking one.
    const { store, controller } = setUp(async (input) => ({
      version: (input.version ?? 0) + 1,
      lines: input.lines.map((line) => row(line.seqno)),
      missing: { price: 3, total: 0, quantity: 0, notes: 0, lines: 3, seqnos: [1, 2, 3] },
    }));
    const dispatch = vi.spyOn(store, 'dispatch');
    store.dispatch({ type: 'check-issues', rights });
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '4' });
    expect(store.getState().attention).toEqual([1, 3]);
    await controller.saveNow();
    expect(dispatch).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'saved', lacking: 3 }));
    expect(store.getState().attention).toEqual([1, 2, 3]);
  });

  it('saves the changed lines only, a delay after the last keystroke, with the version', async () => {
    const { store, sent, controller } = setUp(echo);
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '1' });
    await vi.advanceTimersByTimeAsync(DELAY - 500);
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '12' });
    await vi.advanceTimersByTimeAsync(DELAY - 500);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.version).toBe(7);
    expect(sent[0]?.lines.map((line) => line.seqno)).toEqual([2]);
    expect(controller.getStatus().kind).toBe('saved');
    expect(store.getState().dirty.size).toBe(0);

    // The next save carries the version of the reply.
    store.dispatch({ type: 'edit', seqno: 3, field: 'unitprice', text: '5' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(sent[1]?.version).toBe(8);
  });

  it('retries with back-off when the network fails, then saves', async () => {
    let failures = 2;
    const { store, sent, controller } = setUp(async (input) => {
      if (failures-- > 0) throw new Failure('transient');
      return echo(input);
    });
    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '9' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(controller.getStatus()).toEqual({ kind: 'retrying', attempt: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(controller.getStatus()).toEqual({ kind: 'retrying', attempt: 2 });
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(controller.getStatus().kind).toBe('saved');
  });

  it('stops on a stale version until the tender is read again', async () => {
    const { store, sent, controller } = setUp(async () => {
      throw new Failure('stale');
    });
    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '9' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(controller.getStatus().kind).toBe('stale');
    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '10' });
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(sent).toHaveLength(1);
    controller.setVersion(9);
    expect(controller.getStatus().kind).toBe('idle');
  });

  it('saveNow waits for a save in flight, then sends what was typed meanwhile, with header fields', async () => {
    let release: () => void = () => {};
    const { store, sent, controller } = setUp(
      (input) =>
        new Promise((resolve) => {
          release = () => resolve(echo(input));
        }),
    );
    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '9' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(sent).toHaveLength(1);
    store.dispatch({ type: 'edit', seqno: 2, field: 'unitprice', text: '4' });
    const explicit = controller.saveNow({ reminder: '1' });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.lines.map((line) => line.seqno)).toEqual([2]);
    expect(sent[1]?.reminder).toBe('1');
    expect(sent[1]?.version).toBe(8);
    release();
    await expect(explicit).resolves.toMatchObject({ version: 9 });
    expect(store.getState().dirty.size).toBe(0);
  });

  it('saveNow rejects with the failure, for the Save button to show', async () => {
    const { store, controller } = setUp(async () => {
      throw new Failure('final');
    });
    store.dispatch({ type: 'edit', seqno: 1, field: 'unitprice', text: '9' });
    await expect(controller.saveNow()).rejects.toBeInstanceOf(Failure);
    expect(controller.getStatus().kind).toBe('failed');
  });

  it('sends nothing when nothing changed', async () => {
    const { sent, controller } = setUp(echo);
    await expect(controller.saveNow()).resolves.toEqual({ lines: [], version: 7 });
    expect(sent).toHaveLength(0);
  });
});
