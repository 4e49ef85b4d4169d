/**
 * Where the app finds the order service, its images and the gateways. Each comes from a
 * `VITE_*` variable at build time, so pointing the app at a real order service is a rebuild with
 * other values, not a code change. The defaults are the demo order service on the same origin.
 */
const env = import.meta.env;

export const CONFIG = {
  apiBase: env.VITE_API_BASE ?? '/api',
  imageBase: env.VITE_IMAGE_BASE ?? '/img',
  /** Host of the shop ordering links that the group page opens by `randomCode`. */
  orderLinkBase: env.VITE_ORDER_LINK_BASE ?? '/api/order-link',
  /** The external info site the info redirect sends a diner to. */
  infoSite: env.VITE_INFO_SITE ?? 'https://example.com/',
  gatewayScripts: {
    smartro: env.VITE_PG_SMARTRO_SCRIPT ?? '/pg/smartro/pay.js',
    nice: env.VITE_PG_NICE_SCRIPT ?? '/pg/nice/pay.js',
  },
  /** The merchant's client id at nice (its script refuses a payment without one). */
  niceClientId: env.VITE_PG_NICE_CLIENT_ID ?? 'demo-client-id',
  requestTimeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS ?? 10_000),
} as const;
