/**
 * The demo catalogue: one entry per thing worth opening, each with the address a diner would open
 * (table links carry a freshly minted token) and the kinds of spec branch it shows.
 */
import { CHICKEN_DELIVERY_TABLE, CHICKEN_SEQ, CHICKEN_TAKEOUT_TABLE } from './seed/chicken.ts';
import { BUNSIK_SEQ, BUNSIK_TABLE_CART_TABLES, BUNSIK_TAKEOUT_TABLE, HANOI_SEQ, LA_SEQ } from './seed/counter-shops.ts';
import { FOOD_STREET_GROUP, LINKS_ONLY_GROUP } from './seed/groups.ts';
import { HANOK_SEQ, HANOK_STAFF_CALL_TABLES, HANOK_TABLE_CART_TABLES } from './seed/hanok.ts';
import { HOSTILE_GROUP, HOSTILE_SEQ, HOSTILE_TABLE } from './seed/hostile.ts';
import { CLOSED_SEQ, GUKBAP_SEQ, POCHA_SEQ } from './seed/hours-shops.ts';
import { LARGE_SEQ, SIZED_SHOPS } from './seed/large.ts';
import {
  WAITING_AVAILABLE_SEQ,
  WAITING_CLOSED_SEQ,
  WAITING_IMMEDIATE_SEQ,
  WAITING_UNAVAILABLE_SEQ,
} from './seed/waiting-shops.ts';
import { tableLink } from './table-link.ts';

export interface CatalogueEntry {
  id: string;
  kinds: string[];
  url: string;
  description: string;
}

export interface Catalogue {
  apiBase: string;
  imageBase: string;
  entries: CatalogueEntry[];
}

type Target =
  | { table: [number, number]; ttlSeconds?: number }
  | { group: string }
  | { waiting: number }
  | { page: string };

const ENTRIES: (Omit<CatalogueEntry, 'url'> & { target: Target })[] = [
  {
    id: 'hanok-dine-in',
    kinds: [
      'dine-in',
      'pg',
      'pg-smartro',
      'locales',
      'won',
      'recommended',
      'sold-out',
      'delaying',
      'replace-price',
      'required-options',
      'min-max-options',
      'out-of-stock-options',
      'review-link',
      'banner',
      'custom-logo',
      'promotion',
      'markup-notice',
      'markup-menu-name',
      'empty-category',
      'no-image',
      'invalid-information-text',
    ],
    description:
      'Hanok Village Bibimbap, table 1: dine-in, smartro card payment, seven languages, every menu and option rule',
    target: { table: [HANOK_SEQ, 1] },
  },
  {
    id: 'hanok-expired',
    kinds: ['expired-token'],
    description: 'Hanok Village Bibimbap, table 2, with a token that has already expired',
    target: { table: [HANOK_SEQ, 2], ttlSeconds: -3600 },
  },
  {
    id: 'chicken-delivery',
    kinds: ['delivery', 'pg', 'pg-nice', 'no-locales', 'won', 'minimum-amount', 'long-notice'],
    description: 'Seoul Chicken & Pizza, delivery: nice card payment, 15,000 won minimum, a long notice',
    target: { table: [CHICKEN_SEQ, CHICKEN_DELIVERY_TABLE] },
  },
  {
    id: 'chicken-takeout',
    kinds: ['takeout', 'pg', 'pg-nice', 'no-locales'],
    description: 'Seoul Chicken & Pizza, takeout: nice card payment',
    target: { table: [CHICKEN_SEQ, CHICKEN_TAKEOUT_TABLE] },
  },
  {
    id: 'bunsik-dine-in',
    kinds: ['dine-in', 'no-pg', 'order-status-tab', 'no-locales', 'won', 'review-link'],
    description: 'Euljiro Snack Bar, table 1: pay at the counter (okpos), order-status tab',
    target: { table: [BUNSIK_SEQ, 1] },
  },
  {
    id: 'bunsik-takeout',
    kinds: ['takeout', 'no-pg', 'order-status-tab'],
    description: 'Euljiro Snack Bar, takeout: pay at the counter, cancellable while pending',
    target: { table: [BUNSIK_SEQ, BUNSIK_TAKEOUT_TABLE] },
  },
  {
    id: 'la-usd',
    kinds: ['usd', 'no-pg', 'no-order-status-tab', 'locales', 'dine-in'],
    description: 'Gangnam BBQ House LA, table 1: US dollar prices, English/Japanese/Chinese, no order-status tab',
    target: { table: [LA_SEQ, 1] },
  },
  {
    id: 'hanoi-vnd',
    kinds: ['vnd', 'no-pg', 'order-status-tab', 'locales', 'dine-in'],
    description: 'Seoul Restaurant Hanoi, table 1: dong prices, Vietnamese and English',
    target: { table: [HANOI_SEQ, 1] },
  },
  {
    id: 'gukbap-break-time',
    kinds: ['break-time', 'no-pg', 'order-status-tab', 'business-hours'],
    description:
      'Grandma Gukbap, table 1: open 09:00–22:00, daily break 15:00–16:30, Mon/Wed 20:00–21:00, Sat 11:00–11:30',
    target: { table: [GUKBAP_SEQ, 1] },
  },
  {
    id: 'pocha-overnight',
    kinds: ['overnight', 'pg', 'pg-nice', 'delaying'],
    description: 'Euljiro Late-Night Pocha, table 1: open 17:00–03:00 (past midnight)',
    target: { table: [POCHA_SEQ, 1] },
  },
  {
    id: 'closed-kitchen',
    kinds: ['closed', 'break-time'],
    description: 'Closed Today Kitchen, table 1: never in business hours (shows the not-business-time warning)',
    target: { table: [CLOSED_SEQ, 1] },
  },
  {
    id: 'food-court-large',
    kinds: ['large', 'size-400', 'pg', 'pg-smartro', 'banner'],
    description: 'COEX Food Court, table 1: about 400 menus in 30 categories, for performance work',
    target: { table: [LARGE_SEQ, 1] },
  },
  ...SIZED_SHOPS.map(({ shopSeq, menus }) => ({
    id: `food-court-${menus}`,
    kinds: [`size-${menus}`],
    description: `COEX Food Court ${menus.toLocaleString('en-US')}, table 1: ${menus.toLocaleString('en-US')} menus built like the large one, for measuring the menu against the shop's size`,
    target: { table: [shopSeq, 1] as [number, number] },
  })),
  {
    id: 'food-street-group',
    kinds: ['group', 'group-banner', 'custom-links', 'unsafe-link', 'closed-mapped-shop', 'default-address'],
    description: 'Euljiro Food Street group: banner, custom links (one javascript:), shops in and out of hours',
    target: { group: FOOD_STREET_GROUP },
  },
  {
    id: 'links-only-group',
    kinds: ['group', 'group-without-shops'],
    description: 'Hanok Village guide group: custom links only, no shops (no search box)',
    target: { group: LINKS_ONLY_GROUP },
  },
  {
    id: 'waiting-available',
    kinds: ['waiting-available', 'waiting-adult-kid'],
    description: 'Seongsu Brunch Cafe waiting list: open for registration, adult and kid counters, 3 teams waiting',
    target: { waiting: WAITING_AVAILABLE_SEQ },
  },
  {
    id: 'waiting-immediate',
    kinds: ['waiting-immediate', 'waiting-adult-only'],
    description: 'Euljiro Nogari Alley waiting list: enter right away',
    target: { waiting: WAITING_IMMEDIATE_SEQ },
  },
  {
    id: 'waiting-unavailable',
    kinds: ['waiting-unavailable'],
    description: 'Mangwon Pork Cutlet waiting list: waiting impossible right now',
    target: { waiting: WAITING_UNAVAILABLE_SEQ },
  },
  {
    id: 'waiting-closed',
    kinds: ['waiting-closed', 'waiting-no-counters'],
    description: 'Yeonnam Ramen waiting list: closed',
    target: { waiting: WAITING_CLOSED_SEQ },
  },
  {
    id: 'hostile-table',
    kinds: ['hostile', 'dine-in', 'pg', 'pg-smartro'],
    description:
      'Hostile Data Shop, table 1: markup, script, odd links and broken text in every field (security tests)',
    target: { table: [HOSTILE_SEQ, HOSTILE_TABLE] },
  },
  {
    id: 'hostile-group',
    kinds: ['hostile-group'],
    description: 'Hostile data group: hostile name, banner, address and custom links (security tests)',
    target: { group: HOSTILE_GROUP },
  },
  {
    id: 'hanok-staff-call',
    kinds: ['dine-in', 'staff-call', 'pg', 'pg-smartro', 'locales', 'won'],
    description: `Hanok Village Bibimbap, table ${HANOK_STAFF_CALL_TABLES[0]}: the staff-call bell (tables ${HANOK_STAFF_CALL_TABLES.join(', ')} offer it; the others do not)`,
    target: { table: [HANOK_SEQ, HANOK_STAFF_CALL_TABLES[0]] },
  },
  {
    id: 'hanok-table-cart',
    kinds: ['dine-in', 'table-cart', 'pg', 'pg-smartro', 'locales', 'won'],
    description: `Hanok Village Bibimbap, table ${HANOK_TABLE_CART_TABLES[0]}: one shared cart for the table, the phone that orders pays by card (tables ${HANOK_TABLE_CART_TABLES.join(', ')} offer it; 7 and 8 the bell too)`,
    target: { table: [HANOK_SEQ, HANOK_TABLE_CART_TABLES[0]] },
  },
  {
    id: 'bunsik-table-cart',
    kinds: ['dine-in', 'table-cart', 'no-pg', 'won'],
    description: `Euljiro Bunsik, table ${BUNSIK_TABLE_CART_TABLES[0]}: one shared cart for the table, paid at the counter (tables ${BUNSIK_TABLE_CART_TABLES.join(', ')} offer it; the others do not)`,
    target: { table: [BUNSIK_SEQ, BUNSIK_TABLE_CART_TABLES[0]] },
  },
  {
    id: 'staff-page',
    kinds: ['staff-page'],
    description:
      'The staff screen of the demo service: every table’s staff calls and shared carts, with an answer button',
    target: { page: '/__demo/staff' },
  },
  {
    id: 'hostile-waiting',
    kinds: ['hostile-waiting'],
    description: 'Hostile Data Shop waiting list (security tests)',
    target: { waiting: HOSTILE_SEQ },
  },
];

function urlOf(target: Target, now: Date, secret: string): string {
  if ('table' in target) return tableLink(target.table[0], target.table[1], now, secret, target.ttlSeconds);
  if ('group' in target) return `/group/${encodeURIComponent(target.group)}`;
  if ('page' in target) return target.page;
  return `/waiting/${target.waiting}`;
}

export function buildCatalogue(now: Date, secret: string): Catalogue {
  return {
    apiBase: '/api',
    imageBase: '/img',
    entries: ENTRIES.map(({ target, ...entry }) => ({ ...entry, url: urlOf(target, now, secret) })),
  };
}
