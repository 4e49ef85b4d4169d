/**
 * One table session's shared cart: the table's token names the session (a new code on the table
 * starts an empty cart), phones get guest numbers in the order they first appear, and the event
 * streams open on it are told after every change.
 */
import type { TableCartLine, TableCartState } from '../src/api/contract/table-cart.ts';
import { EMPTY_TABLE_CART_BOOK, type TableCartBook } from '../src/api/contract/table-cart-merge.ts';

/** An open event stream: told of a change, or told to end (a reset of the demo). */
export interface TableCartListener {
  changed(): void;
  close(): void;
}

/** A card order placed from the cart, waiting for its payment. */
export interface PendingCardOrder {
  guest: number;
  printGroupUuid: string;
  /** The cart version it was placed at, and the lines it takes. */
  version: number;
  lines: TableCartLine[];
  since: Date;
}

export interface TableCartSession {
  shopSeq: number;
  tableNum: number;
  startedAt: Date;
  book: TableCartBook;
  /** phoneId → guest number, 1 first. */
  phones: Map<string, number>;
  /** The card payment holding the cart, until it settles or the hold times out. */
  paying: PendingCardOrder | null;
  /** printGroupUuid → card orders placed from this cart and not yet settled, so a late payment still finds its cart. */
  cardOrders: Map<string, PendingCardOrder>;
  listeners: Set<TableCartListener>;
}

export function sessionKey(shopSeq: number, tableNum: number, token: string): string {
  return `${shopSeq}:${tableNum}:${token}`;
}

export function newSession(shopSeq: number, tableNum: number, now: Date): TableCartSession {
  return {
    shopSeq,
    tableNum,
    startedAt: now,
    book: EMPTY_TABLE_CART_BOOK,
    phones: new Map(),
    paying: null,
    cardOrders: new Map(),
    listeners: new Set(),
  };
}

/** The phone's guest number, given on its first call of the session. */
export function guestOf(session: TableCartSession, phoneId: string): number {
  const known = session.phones.get(phoneId);
  if (known !== undefined) return known;
  const guest = session.phones.size + 1;
  session.phones.set(phoneId, guest);
  return guest;
}

export function stateFor(session: TableCartSession, guest: number): TableCartState {
  const { book, paying } = session;
  return {
    version: book.version,
    lines: [...book.lines],
    you: guest,
    guests: Math.max(session.phones.size, 1),
    removed: [...book.removed],
    paying: paying
      ? {
          guest: paying.guest,
          printGroupUuid: paying.printGroupUuid,
          since: paying.since.toISOString(),
          lineIds: [...book.held],
        }
      : null,
    orders: [...book.orders],
    aliases: { ...book.aliases },
  };
}

export function notifyChanged(session: TableCartSession): void {
  for (const listener of session.listeners) listener.changed();
}
