/**
 * Where the app may offer a new version. A reload in the middle of a payment could lose the
 * gateway's hand-over or the result page's polling, so the payment screens never show the
 * prompt; it appears as soon as the diner leaves them.
 */
const PAYMENT_ROUTES = /^\/payment(\/|$)/;

/**
 * @example canOfferUpdate('/list/12/3') // true
 * @example canOfferUpdate('/payment/process/abc') // false
 */
export function canOfferUpdate(pathname: string): boolean {
  return !PAYMENT_ROUTES.test(pathname);
}
