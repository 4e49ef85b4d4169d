/**
 * For the guards' table tests: what the guards decide on — the service's verdict, what the phone
 * keeps, the shop's calls — as doubles a test sets per row. A test file mocks the three modules
 * with these (`vi.mock(path, async (original) => (await import('./guard-doubles.ts')).sessionDouble(await original()))`).
 */
import { isRedirect } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import type { ShopInfo } from '../../api/contract/entities.ts';
import type { TableSession } from '../../features/session/session.atoms.ts';
import type { SessionVerdict } from '../../features/session/session-verdict.ts';

export const calls = {
  check: vi.fn<(shopSeq: number, tableNum: number) => Promise<SessionVerdict>>(),
  kept: vi.fn<(shopSeq: number, tableNum: number) => Promise<TableSession>>(),
  stored: vi.fn<() => Promise<boolean>>(),
  startup: vi.fn<(access: unknown, shopSeq: number, tableNum: number) => Promise<ShopInfo>>(),
  token: { value: 'tok' as string | null },
};

export const sessionDouble = <T extends object>(original: T) => ({
  ...original,
  checkTableSession: calls.check,
  keptTableSession: calls.kept,
  currentToken: () => calls.token.value,
});

export const snapshotDouble = () => ({ restoreTable: calls.stored });

export const shopDouble = <T extends object>(original: T) => ({ ...original, startup: calls.startup });

type Store = ReturnType<typeof createStore>;
let current: Store = createStore();

/** The app's one store, made anew for each row by `freshStore`: no row sees what another loaded. */
export const storeDouble = () => ({
  store: new Proxy({} as Store, {
    get: (_, name) => {
      const value: unknown = Reflect.get(current, name);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  }),
});

export function freshStore(): void {
  current = createStore();
}

let visit = 0;

/**
 * Every row starts as a new visit: a token of its own (a check one row left unanswered is not the
 * next row's), nothing kept but an offline verdict, nothing stored, and a shop that answers.
 */
export function newVisit(shop: ShopInfo, check: () => Promise<SessionVerdict>): string {
  visit += 1;
  calls.token.value = `tok-${visit}`;
  calls.check.mockReset().mockImplementation(check);
  calls.kept.mockReset().mockImplementation(async (shopSeq, tableNum) => ({
    shopSeq,
    tableNum,
    verdict: 'offline',
    token: calls.token.value,
  }));
  calls.stored.mockReset().mockResolvedValue(false);
  calls.startup.mockReset().mockResolvedValue(shop);
  return calls.token.value;
}

/** Where a guard sent the diner: the redirect's target, or 'stays' when it let the screen open. */
export async function landing(guard: Promise<unknown>): Promise<string> {
  try {
    await guard;
    return 'stays';
  } catch (thrown) {
    if (isRedirect(thrown)) return String(thrown.options.to);
    throw thrown;
  }
}
