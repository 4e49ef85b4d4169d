/**
 * A cart only needs to tell whether it was filled under the table token of this visit (the
 * stale-cart prompt), not the token itself, which must not outlive the visit on the device
 * (session/token-lifetime.ts). It keeps this mark instead: two 32-bit FNV-1a hashes of the token.
 * Tokens are long signed random strings, so the mark tells nothing usable about one, and two
 * tokens of one table sharing a mark is a one-in-2^64 chance.
 */

const MARK_PREFIX = 'mark:';

function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** @example tokenMark('abc') // 'mark:1a47e90bf2b6d0e3' (always the same for the same token) */
export function tokenMark(token: string): string {
  return `${MARK_PREFIX}${fnv1a(token, 0x811c9dc5)}${fnv1a(token, 0x050c5d1f)}`;
}

/** Whether what a cart kept (a mark, or a token from before marks) is the given token's. */
export function isSameToken(kept: string, token: string): boolean {
  return kept === token || kept === tokenMark(token);
}
