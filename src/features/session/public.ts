/** What other features may use of the session: when kept menu data is old enough to say so. */
export { freshnessLineAt, type MenuConfirmation } from './device-first.ts';
