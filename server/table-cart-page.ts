/**
 * The shared carts' part of the demo's staff page: each table session's cart with its lines (who
 * added each), version, how many phones, who is paying, and the orders placed from it, so a person
 * trying the shared cart with a few phone-sized windows sees what the service holds.
 */
import { escapeHtml } from './gateway/card-page.ts';
import type { SeedShop } from './seed/types.ts';
import { tableOf } from './state.ts';
import type { TableCartSession } from './table-cart-session.ts';

function lineItem(line: TableCartSession['book']['lines'][number]): string {
  const options = line.selectedOptions.flatMap((g) => g.options.map((o) => o.optionName)).join(', ');
  const request = line.requestText.trim() ? ` — “${line.requestText}”` : '';
  return `<li>${escapeHtml(line.menuName)} × ${line.quantity}${options ? ` (${escapeHtml(options)})` : ''}${escapeHtml(request)} <span class="by">· 손님 ${line.addedBy} / Guest ${line.addedBy}</span></li>`;
}

function cartItem(session: TableCartSession, shops: ReadonlyMap<number, SeedShop>): string {
  const shop = shops.get(session.shopSeq);
  const table = shop ? tableOf(shop, session.tableNum) : undefined;
  const name = `${shop?.info.shopName ?? session.shopSeq} · ${table?.tableName ?? session.tableNum}`;
  const { book, paying } = session;
  const facts = [
    `v${book.version}`,
    `${session.phones.size}명 / ${session.phones.size} phones`,
    paying ? `손님 ${paying.guest} 결제 중 / Guest ${paying.guest} paying` : '',
    book.orders.length ? `주문 ${book.orders.length}건 / ${book.orders.length} orders` : '',
  ].filter(Boolean);
  const lines = book.lines.length
    ? `<ul class="lines">${book.lines.map(lineItem).join('')}</ul>`
    : '<p class="when">빈 장바구니 · Empty cart</p>';
  const removed = book.removed
    .map(
      (r) =>
        `<li class="gone">${escapeHtml(r.menuName)} × ${r.quantity ?? ''} · 손님 ${r.removedBy} 삭제 / removed by Guest ${r.removedBy}</li>`,
    )
    .join('');
  return `<li class="cart" data-table="${session.shopSeq}-${session.tableNum}"><div class="what">${escapeHtml(name)}</div><div class="when">${escapeHtml(facts.join(' · '))}</div>${lines}${removed ? `<ul class="lines">${removed}</ul>` : ''}</li>`;
}

/** The section, newest session first; sessions nobody has joined are left out. */
export function tableCartsHtml(sessions: Iterable<TableCartSession>, shops: ReadonlyMap<number, SeedShop>): string {
  const shown = [...sessions]
    .filter((s) => s.phones.size > 0)
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const list = shown.length
    ? `<ul>${shown.map((s) => cartItem(s, shops)).join('')}</ul>`
    : '<p>함께 담는 장바구니가 아직 없어요. · No shared carts yet.</p>';
  return `<h2>함께 담는 장바구니 <span lang="en">· Shared table carts</span></h2>\n${list}`;
}
