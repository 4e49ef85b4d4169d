/**
 * Table tokens: what the QR code carries. `base64url(shopSeq.tableNum.expiry).base64url(hmac)`,
 * signed with the service's secret, so only the service can mint one and a token for one table
 * never opens another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  shopSeq: number;
  tableNum: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function mintToken(claims: TokenClaims, secret: string): string {
  const payload = `${claims.shopSeq}.${claims.tableNum}.${claims.expiresAt}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(payload, secret).toString('base64url')}`;
}

/** Mints a token for a table that expires `ttlSeconds` after `now` (negative: already expired). */
export function mintTableToken(
  shopSeq: number,
  tableNum: number,
  now: Date,
  secret: string,
  ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS,
): string {
  return mintToken({ shopSeq, tableNum, expiresAt: Math.floor(now.getTime() / 1000) + ttlSeconds }, secret);
}

/** The claims of a well-formed, correctly signed token, or null. Expiry is not judged here. */
export function readToken(token: string, secret: string): TokenClaims | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,12})$/.exec(payload);
  if (!match) return null;
  return { shopSeq: Number(match[1]), tableNum: Number(match[2]), expiresAt: Number(match[3]) };
}

/** True only for a token this service signed, for this very table, that has not expired. */
export function isTokenValidFor(
  token: string | null | undefined,
  shopSeq: number,
  tableNum: number,
  now: Date,
  secret: string,
): boolean {
  if (!token) return false;
  const claims = readToken(token, secret);
  if (!claims) return false;
  return claims.shopSeq === shopSeq && claims.tableNum === tableNum && claims.expiresAt * 1000 > now.getTime();
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
