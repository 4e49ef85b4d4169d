/**
 * Optional extensions an order service may offer beyond the spec's calls, and how a table says
 * which ones it offers. The spec's order service has none of them: a table whose info carries no
 * `extensions` object (or leaves a name out, or sends it as null) offers nothing, and the app then
 * behaves exactly as the spec describes. Names the app does not know are ignored, so a service may
 * advertise extensions a newer app will use. Described for service authors in
 * `docs/order-service-extensions.md`.
 */
import * as v from 'valibot';
import { flag } from './fields.ts';

export const TableExtensionsSchema = v.object({
  /** `POST /staff/call` and `GET /staff/call`: the diner's bell for water, the bill, a member of staff. */
  staffCall: flag,
  /** `GET /table/cart`, `POST /table/cart/ops`, `GET /table/cart/events` and `tableCart` in `POST /order`: one shared cart per table (table-cart.ts). */
  tableCart: flag,
});
export type TableExtensions = v.InferOutput<typeof TableExtensionsSchema>;

export const NO_EXTENSIONS: TableExtensions = { staffCall: false, tableCart: false };
