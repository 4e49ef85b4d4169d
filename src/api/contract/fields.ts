/** Field shapes the entity schemas share: the order service is not ours, so optional means nullish. */
import * as v from 'valibot';

/** Text the service may leave out or send as null. */
export const text = v.nullish(v.string());
/** A flag the service may leave out or send as null: false. */
export const flag = v.optional(v.nullable(v.boolean(), false), false);
/** A number the service may leave out or send as null. */
export const count = v.nullish(v.number());

/** The order service's order states (spec section 4): pending, accepted, cancelled. */
export const ORDER_STATUSES = ['PENDING', 'CONFIRM', 'CANCEL'] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number];
