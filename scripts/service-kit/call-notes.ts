/**
 * What the schemas cannot say about each call: its purpose, whether a repeat may come with the
 * same `Idempotency-Key`, and the answers other than 200 the app reads. One entry per call of the
 * contract, so a new call cannot reach the OpenAPI document without them.
 */
import type { CallName } from '../../src/api/contract/calls.ts';

export interface CallNotes {
  summary: string;
  description?: string;
  /** The app sends `Idempotency-Key` on this call. */
  idempotent?: boolean;
  /** Answers besides 200 and the error body, by status. */
  responses?: Record<string, { description: string }>;
}

const notFound = (what: string) => ({ '404': { description: `${what} (error code \`unknown_…\`).` } });

export const CALL_NOTES: Record<CallName, CallNotes> = {
  shopInfo: { summary: 'The shop: name, hours, currency, gateway, banner, logo.', responses: notFound('No such shop') },
  tableInfo: {
    summary: 'The table: its name, and whether it is a delivery or takeout table.',
    responses: notFound('No such shop or table'),
  },
  breakTime: { summary: 'The shop’s break times (HHmm, weekdays 1–7 from Sunday, 0 every day).' },
  promotion: { summary: 'The first-visit popup, or null when there is none.' },
  localeShop: { summary: 'The languages the shop’s menu is translated into; empty when it is not.' },
  localeOption: { summary: 'Option names in each language.' },
  localeOptionGroup: { summary: 'Option group names in each language.' },
  category: { summary: 'The menu: categories with their menus, option groups and options.' },
  history: {
    summary: 'Records a visit (the page’s path).',
    idempotent: true,
    description:
      'Sent through the offline queue: a repeat with a key seen before is answered 2xx and not recorded again.',
  },
  sessionCheck: {
    summary: 'Whether the table token still opens this table: true or false.',
    description: 'A missing, expired or foreign token is `false` with status 200, not an error.',
  },
  phone: { summary: 'The customer phone number kept under an id, as bare text.', responses: notFound('No such id') },
  paymentResult: {
    summary: 'The payment of an order, by its print group id (mchtTrdNo).',
    responses: {
      '204': { description: 'Not paid yet: the app asks again, five times at most, waiting longer each time.' },
      ...notFound('No such order'),
    },
  },
  printLogAll: {
    summary: 'The order as printed for the kitchen, with its status.',
    responses: notFound('No such order'),
  },
  orderNumber: {
    summary: 'The order code as bare text (POS okpos); empty while it is not known yet.',
    description: 'An empty answer is asked again once, a second later.',
    responses: notFound('No such order'),
  },
  receipt: {
    summary: 'Sends the smart receipt of a paid order to a phone, as a text message.',
    idempotent: true,
    description:
      'The message carries the shop name, amount, date and link of the order the service holds for ' +
      '`printGroupUuid`, never the values in the body (docs/order-service.md, “The receipt”). ' +
      'A repeat of a sent key answers 208 and sends nothing.',
    responses: {
      '208': { description: 'Already sent: a repeat, or the same phone again within a minute. Nothing is sent.' },
      '404': { description: 'No such order at this shop (`unknown_order`).' },
      '409': { description: 'Not paid yet (`not_placed`), or the order’s receipt limit is reached (`receipt_limit`).' },
    },
  },
  paymentCancel: {
    summary: 'Cancels a card-paid order and refunds it; 200 means done.',
    responses: {
      ...notFound('No such order, or not with this number'),
      '409': { description: 'Accepted by the shop, already cancelled, not paid, or not a card order.' },
    },
  },
  orderCancel: {
    summary: 'Cancels an order paid at the counter (the body is the shop info).',
    responses: {
      ...notFound('No such order, or not with this number'),
      '409': { description: 'Accepted by the shop, already cancelled, or paid by card.' },
      '422': { description: 'The order is another shop’s (`shop_mismatch`).' },
    },
  },
  orderLogStatus: {
    summary: 'Every line the kitchen has for the table (placed, not cancelled), in the diner’s language.',
  },
  shopGroup: { summary: 'A group page: its shops, links and banner.', responses: notFound('No such group') },
  shopWaiting: { summary: 'The shop’s waiting list: status, queue length, which party counters it uses.' },
  waitingRegister: {
    summary: 'Puts a party on the waiting list; the answer is the registration id as bare text.',
    idempotent: true,
    description: 'A repeat with the same key while that registration is still waiting answers the same id.',
    responses: {
      '409': { description: 'The shop keeps no list, or takes no registrations now.' },
      '422': { description: 'A party size the shop does not take (`invalid_party_size`).' },
    },
  },
  waitingDetail: {
    summary: 'One registration: number, place in the queue, status.',
    responses: notFound('No such registration'),
  },
  waitingCancel: {
    summary: 'Cancels a registration (anyone holding its id may).',
    responses: { ...notFound('No such registration'), '409': { description: 'The party has already entered.' } },
  },
  placeOrder: {
    summary: 'Takes an order: prices it, and answers either its number (paid at the counter) or the gateway’s fields.',
    idempotent: true,
    description:
      'The key is the print group id. The same id with the same content answers as the first time; with ' +
      'other content it is refused (409 `duplicate_order_id`). The service prices every line itself and ' +
      'refuses a total that differs (422 `price_mismatch`). The table token travels in the body. ' +
      'Extension: with `tableCart` (phoneId, version) the order is the table’s shared cart at that version; ' +
      'one order per version.',
    responses: {
      '401': { description: 'The table token is missing, expired or for another table (`invalid_token`).' },
      '404': { description: 'No such shop or table.' },
      '409': {
        description:
          'Another order already has this print group id, or delivery is closed; for a table-cart order, the ' +
          'version was already ordered (`table_cart_ordered`), the cart changed (`table_cart_changed`) or ' +
          'another phone is paying for it (`table_cart_paying`).',
      },
      '422': {
        description:
          'Refused: `price_mismatch`, `unknown_menu`, `too_many_lines`, `menu_quantity_over_limit`, ' +
          '`below_minimum_amount`, `gateway_currency`, `invalid_body`.',
      },
    },
  },
  staffCall: {
    summary: 'Extension: a diner at the table asks staff for water, cutlery, napkins, the bill or a visit.',
    idempotent: true,
    description:
      'Only for a table whose info advertises `extensions.staffCall`. A repeat with a key seen before answers ' +
      'the call it recorded and records nothing. One call per reason per table a minute.',
    responses: {
      '401': { description: 'The table token is missing, expired or for another table (`invalid_token`).' },
      '404': { description: 'The table does not offer staff calls.' },
      '429': { description: 'The same reason was asked for less than a minute ago (`staff_call_too_soon`).' },
    },
  },
  staffCallState: {
    summary: 'Extension: the table’s recent staff calls, and whether staff answered each.',
    responses: { '404': { description: 'The table does not offer staff calls.' } },
  },
  tableCart: {
    summary: 'Extension: the table’s shared cart for this table session, with this phone’s guest number.',
    description:
      'Only for a table whose info advertises `extensions.tableCart`; the bearer is the table token, which ' +
      'also names the table session. The same state comes as `cart` events from `GET /table/cart/events` ' +
      '(`text/event-stream`, bearer header, a comment heartbeat every 15 s).',
    responses: {
      '401': { description: 'The table token is missing, expired or for another table (`invalid_token`).' },
      '404': { description: 'The table does not offer the shared cart (`extension_not_offered`).' },
    },
  },
  tableCartOps: {
    summary: 'Extension: applies a phone’s edits to the table’s shared cart, in order, each op id once.',
    description:
      'Each op answers `applied`, `lineRemoved`, `lineOrdered` or `refused` (with a code); a repeated op id ' +
      'answers its first outcome and changes nothing. The merge rules are in docs/order-service-extensions.md.',
    responses: {
      '401': { description: 'The table token is missing, expired or for another table (`invalid_token`).' },
      '404': { description: 'The table does not offer the shared cart (`extension_not_offered`).' },
    },
  },
};
