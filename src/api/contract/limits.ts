/**
 * The order service's length and count limits, one list for the schemas (so the app never sends
 * what the service would refuse, and the demo service refuses what a real one would) and for the
 * inputs that keep a diner within them. Texts are counted as JavaScript counts them (UTF-16 code
 * units), as an input's `maxLength` does.
 *
 * Quantity per menu comes from spec sections 5 and 9 (1 to 99 of one menu, over all its lines).
 * The spec names no other limit; these are what a diner never reaches by ordering normally and a
 * service still needs so that one body cannot hold a novel: a request as long as the inputs allow,
 * an address of a few lines, ids and tokens far longer than any issued, and 100 lines (a full
 * table's round is a few dozen).
 */
import * as v from 'valibot';

export const LIMITS = {
  /** One menu in one order, over all its lines (spec: at most 99). */
  menuQuantity: 99,
  /** Lines of one order. */
  orderLines: 100,
  /** Options chosen on one line. */
  optionsPerLine: 50,
  /** A request to the shop or the rider, per line or per order. */
  requestText: 100,
  /** A delivery address, and its detail line. */
  address: 200,
  /** Print group ids, option ids, order numbers. */
  id: 64,
  /** A table token. */
  token: 512,
  /** A shop's name as sent back in a receipt. */
  name: 200,
  /** An address of the app (the visit record, the receipt's link). */
  url: 2048,
  /** A language code such as `ko` or `zh-Hant`. */
  localeCode: 16,
} as const;

/** Text of at most `max` characters. */
export const textUpTo = (max: number) => v.pipe(v.string(), v.maxLength(max));
