import { mintTableToken } from './tokens.ts';

/** The address a table's QR code holds, with a freshly minted token. */
export function tableLink(shopSeq: number, tableNum: number, now: Date, secret: string, ttlSeconds?: number): string {
  return `/${shopSeq}/${tableNum}?token=${mintTableToken(shopSeq, tableNum, now, secret, ttlSeconds)}`;
}
