import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  TableCartOp,
  TableCartOpsBody,
  TableCartOpsResult,
  TableCartState,
} from '../../api/contract/table-cart.ts';
import { ApiError } from '../../api/errors.ts';
import { store } from '../../shared/state/store.ts';
import { EMPTY_TABLE_CART, tableCartAtomFor } from './table-cart.atoms.ts';
import type { PendingOp } from './table-cart-rules.ts';

const api = vi.hoisted(() => ({
  sendTableCartOps: vi.fn<(body: TableCartOpsBody) => Promise<TableCartOpsResult>>(),
  forgetOps: vi.fn(async (_ids: readonly string[]) => undefined),
}));
const cart = vi.hoisted(() => ({ shown: [] as string[][] }));

vi.mock('./table-cart.api.ts', () => ({
  sendTableCartOps: api.sendTableCartOps,
  forgetOps: api.forgetOps,
  keepOps: vi.fn(async () => undefined),
  getTableCart: vi.fn(),
  openCartEvents: vi.fn(),
}));
vi.mock('../cart/public.ts', () => ({
  completePaidOrder: vi.fn(async () => undefined),
  keepCartElsewhere: vi.fn(() => () => undefined),
  newLineId: () => 'made-id-0001',
  showSharedCart: vi.fn(async (_shop: number, _table: number, lines: { menuName: string; quantity: number }[]) => {
    cart.shown.push(lines.map((l) => `${l.menuName} ×${l.quantity}`));
  }),
}));

const { sendPending } = await import('./table-cart-sync.ts');

const TABLE = { shopSeq: 7, tableNum: 2, phoneId: 'phone-0001' };
const atom = tableCartAtomFor(TABLE.shopSeq, TABLE.tableNum);

function state(version: number, lines: TableCartState['lines'] = []): TableCartState {
  return { version, lines, you: 2, guests: 2, removed: [], paying: null, orders: [], aliases: {} };
}

const setQuantity = (opId: string, lineId: string, quantity: number): TableCartOp => ({
  kind: 'setQuantity',
  opId,
  lineId,
  seenVersion: 3,
  quantity,
});

async function keep(pending: PendingOp[]) {
  await store.set(atom, { ...EMPTY_TABLE_CART, session: 's', state: state(3), pending });
}

beforeEach(() => {
  api.sendTableCartOps.mockReset();
  api.forgetOps.mockClear();
  cart.shown = [];
});

describe('sendPending', () => {
  it('sends the unsent ops as one batch in order; answered ones leave, and one that lost its line is told', async () => {
    await keep([
      { op: setQuantity('op-a-0001', 'line-0001', 2), menuName: '떡볶이' },
      { op: setQuantity('op-b-0001', 'line-0002', 3), menuName: '순대' },
    ]);
    api.sendTableCartOps.mockResolvedValue({
      state: state(5),
      results: [
        { opId: 'op-a-0001', outcome: 'applied', lineId: 'line-0001', code: null, by: null },
        { opId: 'op-b-0001', outcome: 'lineRemoved', lineId: 'line-0002', code: null, by: 1 },
      ],
    });
    await sendPending(TABLE, 'token');
    expect(api.sendTableCartOps).toHaveBeenCalledTimes(1);
    expect(api.sendTableCartOps.mock.calls[0]?.[0].ops.map((op) => op.opId)).toEqual(['op-a-0001', 'op-b-0001']);
    const kept = await store.get(atom);
    expect(kept.pending).toEqual([]);
    expect(kept.state?.version).toBe(5);
    expect(kept.notices).toEqual([{ id: 'op-b-0001', outcome: 'lineRemoved', menuName: '순대', by: 1, code: null }]);
    expect(api.forgetOps).toHaveBeenCalledWith(['op-a-0001', 'op-b-0001']);
  });

  it('without an answer keeps every op, shown and in the outbox, for the next try', async () => {
    const pending = [{ op: setQuantity('op-c-0001', 'line-0001', 4), menuName: '떡볶이' }];
    await keep(pending);
    api.sendTableCartOps.mockRejectedValue(new ApiError('offline', 'tableCartOps'));
    await sendPending(TABLE, 'token');
    expect((await store.get(atom)).pending).toEqual(pending);
    expect(api.forgetOps).not.toHaveBeenCalled();
  });

  it('a refusal for good drops the ops with a notice each, never silently', async () => {
    await keep([{ op: setQuantity('op-d-0001', 'line-0001', 4), menuName: '떡볶이' }]);
    api.sendTableCartOps.mockRejectedValue(
      new ApiError('http', 'tableCartOps', { status: 404, service: { code: 'extension_not_offered', message: '' } }),
    );
    await sendPending(TABLE, 'token');
    const kept = await store.get(atom);
    expect(kept.pending).toEqual([]);
    expect(kept.notices).toEqual([
      { id: 'op-d-0001', outcome: 'refused', menuName: '떡볶이', by: null, code: 'extension_not_offered' },
    ]);
    expect(api.forgetOps).toHaveBeenCalledWith(['op-d-0001']);
  });

  it('a late answer older than the cart kept does not take the cart back', async () => {
    await keep([{ op: setQuantity('op-e-0001', 'line-0001', 4), menuName: '떡볶이' }]);
    await store.set(atom, (prev) => ({ ...prev, state: state(9) }));
    api.sendTableCartOps.mockResolvedValue({
      state: state(4),
      results: [{ opId: 'op-e-0001', outcome: 'applied', lineId: 'line-0001', code: null, by: null }],
    });
    await sendPending(TABLE, 'token');
    expect((await store.get(atom)).state?.version).toBe(9);
  });
});
