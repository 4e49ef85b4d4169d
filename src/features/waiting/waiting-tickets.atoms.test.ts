import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingRegistration } from '../../api/contract/entities.ts';
import type { WaitingTicket } from './waiting-tickets.atoms.ts';

const registration = (over: Partial<WaitingRegistration> = {}): WaitingRegistration => ({
  shopName: '성수 브런치 카페',
  waitingOrder: 4,
  waitingNumber: 12,
  waitingStatus: 'WAITING',
  adultCount: 2,
  kidCount: 1,
  openTime: '0900',
  closeTime: '2200',
  ...over,
});

const ticket = (over: Partial<WaitingTicket> = {}): WaitingTicket => ({
  waitingUuid: 'w-1',
  shopSeq: 10,
  shopName: '성수 브런치 카페',
  registration: null,
  seenAt: 1_000,
  registeredAt: 1_000,
  ...over,
});

/** A fresh copy of the module, as after a reload: state comes back from IndexedDB only. */
async function freshModule() {
  vi.resetModules();
  return import('./waiting-tickets.atoms.ts');
}

beforeEach(async () => {
  await clear();
});

describe('activeTickets', () => {
  const DAY = 24 * 60 * 60 * 1000;
  it.each<[string, WaitingTicket[], number, string[]]>([
    ['keeps a ticket never loaded', [ticket()], 2_000, ['w-1']],
    ['keeps a waiting one', [ticket({ registration: registration() })], 2_000, ['w-1']],
    ['drops a cancelled one', [ticket({ registration: registration({ waitingStatus: 'CANCEL' }) })], 2_000, []],
    ['drops one registered a day ago', [ticket({ registeredAt: 0 })], DAY, []],
    [
      'puts the newest registration first',
      [ticket({ waitingUuid: 'old', registeredAt: 1 }), ticket({ waitingUuid: 'new', registeredAt: 5 })],
      10,
      ['new', 'old'],
    ],
  ])('%s', async (_rule, tickets, now, expected) => {
    const { activeTickets } = await freshModule();
    expect(activeTickets(tickets, now).map((t) => t.waitingUuid)).toEqual(expected);
  });
});

describe('rememberTicket, updateTicket and forgetTicket', () => {
  it('keeps tickets across a reload and refreshes the last seen detail', async () => {
    const first = await freshModule();
    await first.rememberTicket(ticket());
    await first.updateTicket('w-1', registration({ waitingOrder: 3 }), 5_000);

    const reloaded = await freshModule();
    const stored = await reloaded.loadWaitingTickets();
    expect(stored).toEqual([ticket({ registration: registration({ waitingOrder: 3 }), seenAt: 5_000 })]);
  });

  it('remembers a detail of an unknown registration, shop unknown', async () => {
    const { updateTicket, loadWaitingTickets } = await freshModule();
    await updateTicket('w-9', registration(), 7_000);
    expect(await loadWaitingTickets()).toEqual([
      ticket({ waitingUuid: 'w-9', shopSeq: 0, registration: registration(), seenAt: 7_000, registeredAt: 7_000 }),
    ]);
  });

  it('replaces a ticket registered again and forgets one on request', async () => {
    const { rememberTicket, forgetTicket, loadWaitingTickets } = await freshModule();
    await rememberTicket(ticket({ waitingUuid: 'a' }));
    await rememberTicket(ticket({ waitingUuid: 'b' }));
    await rememberTicket(ticket({ waitingUuid: 'a', registeredAt: 9 }));
    expect((await loadWaitingTickets()).map((t) => t.waitingUuid)).toEqual(['a', 'b']);
    await forgetTicket('a');
    expect((await loadWaitingTickets()).map((t) => t.waitingUuid)).toEqual(['b']);
  });

  it('keeps at most the newest MAX_TICKETS', async () => {
    const { rememberTicket, loadWaitingTickets, MAX_TICKETS } = await freshModule();
    for (let i = 0; i < MAX_TICKETS + 3; i += 1) await rememberTicket(ticket({ waitingUuid: `t${i}` }));
    const stored = await loadWaitingTickets();
    expect(stored).toHaveLength(MAX_TICKETS);
    expect(stored[0]?.waitingUuid).toBe(`t${MAX_TICKETS + 2}`);
  });
});
