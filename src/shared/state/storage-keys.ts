/**
 * Every key the app keeps on the diner's device (spec section 3), named once and grouped by where
 * it lives. The version is part of each key: when a stored shape changes incompatibly, bump
 * `STORAGE_VERSION` and old values are simply never read again (schemas still guard every read).
 *
 * - session: dies with the tab, as the spec wants for the table session and its flags.
 * - local: survives the tab: the diner's language choice and display choice (easy view), and
 *   copies of a payment in flight.
 * - idb: IndexedDB through idb-keyval, for what must survive reloads, closed tabs and offline starts.
 */
export const STORAGE_VERSION = 'v1';

const PREFIX = `table-order:${STORAGE_VERSION}:` as const;
type Prefixed<Name extends string> = `${typeof PREFIX}${Name}`;

function key<Name extends string>(name: Name): Prefixed<Name> {
  return `${PREFIX}${name}`;
}

export const STORAGE_KEYS = {
  session: {
    /** The table token from the QR address; sent as the bearer token on four calls. */
    token: key('token'),
    /** 'true' or 'false': whether the table session was judged expired (order log guard). */
    expired: key('expired'),
    /** The group page's default delivery address, when the group has one. */
    defaultAddress: key('default-address'),
    /** The customer phone number of the last payment (GET /phone). */
    phoneNumber: key('phone-number'),
    /** The cart lines being paid for, merged into the order log once the payment completes. */
    tempCartList: key('temp-cart-list'),
    /** The notice dialog was shown this session. */
    noticeShown: key('notice-shown'),
    /** The category tab the diner was on. */
    currentCategory: key('current-category'),
    /** The menu's category sections' heights as last drawn, by language and tab, so a reload lands where the diner was. */
    sectionHeights: key('section-heights'),
    /** The menu home's first-time popup (the promotion, or a welcome) was shown this session. */
    firstVisitPopupShown: key('first-visit-popup-shown'),
    /** Locale lists were already fetched this session (fetched on the first visit only). */
    localeListsFetched: key('locale-lists-fetched'),
    /** `{ printGroupUuid, shopSeq, tableNum }` of the payment handed to the gateway. */
    pendingPayment: key('pending-payment'),
    /** The diner was told once this visit that this browser cannot keep anything (no IndexedDB). */
    persistenceNoticeShown: key('persistence-notice-shown'),
    /** What the diner typed on the payment page (address, phone, requests), per shop and table. */
    paymentDraft: key('payment-draft'),
    /** `{ pathname, at }`: the last screen whose code file failed and was recovered, and when. */
    screenFileRecovery: key('screen-file-recovery'),
    /** The staff calls made from this tab, per `shopSeq:tableNum`, until they are answered or old. */
    staffCalls: key('staff-calls'),
  },
  local: {
    /** The current UI locale code (default ko). */
    locale: key('locale'),
    /** The language was picked from the browser language once; later visits keep the choice. */
    localeChosen: key('locale-chosen'),
    /** The diner switched on the easy view (larger text and targets, one column): 'on'. */
    easyView: key('easy-view'),
    /**
     * A copy of the payment in flight and its lines: the tab's session storage can be lost on the
     * way back from the gateway (a failed redirect leaves the tab on the browser's error page), and
     * a paid attempt must still be found before a new charge and still reach the order log.
     */
    pendingPayment: key('pending-payment'),
    tempCartList: key('temp-cart-list'),
    /** The tables whose menu IndexedDB keeps, for the boot script to read synchronously (kept-tables.ts). */
    keptTables: key('kept-tables'),
    /** This phone's own random id at shared table carts; the service numbers phones by it ("Guest 2"). */
    phoneId: key('phone-id'),
  },
  idb: {
    /** One cart per shop and table, so two tables in two tabs never mix. */
    cart: (shopSeq: number, tableNum: number) => key(`cart:${shopSeq}:${tableNum}`),
    /** A table's shared cart as this phone last heard it, with its unsent edits and notices. */
    tableCart: (shopSeq: number, tableNum: number) => key(`table-cart:${shopSeq}:${tableNum}`),
    /** The persisted order-log list (all shops): what was ordered from this device. */
    orderLog: key('order-log'),
    /** The diner's waiting registrations, with the time each was last seen. */
    waitingTickets: key('waiting-tickets'),
    /** The last order status seen for a shop and table, shown with its time when offline. */
    orderStatus: (shopSeq: number, tableNum: number) => key(`order-status:${shopSeq}:${tableNum}`),
    /** The last session-check answer for a token, so an offline start can tell "live" from "expired". */
    sessionCheck: (token: string) => key(`session-check:${token}`),
    /** The last table opened from a QR code `{ shopSeq, tableNum, token, visitedAt }`, for the start page. */
    lastTable: key('last-table'),
    /** `[{ shopSeq, tableNum, openedAt }]`, newest first: how long each table's data is kept (storage-bound.ts). */
    openedTables: key('opened-tables'),
    /** The table's menu as last received (shop, table, break times, categories, locale lists). */
    tableSnapshot: (shopSeq: number, tableNum: number) => key(`table-snapshot:${shopSeq}:${tableNum}`),
  },
} as const;

type Values<T> = T[keyof T];

export type SessionKey = Values<typeof STORAGE_KEYS.session>;
export type LocalKey = Values<typeof STORAGE_KEYS.local>;
export type IdbKey = Prefixed<string>;
