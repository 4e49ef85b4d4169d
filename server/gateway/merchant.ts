/**
 * The merchant's side of the card gateways, as the order service holds it: the ids and secret keys
 * (server-side only, never in the app's bundle), the order id each gateway accepts, and the signed
 * per-order fields only a server can make.
 *
 * - NICEPAY (nicepayments/nicepay-manual, api/payment-window-server.md "요청 명세" and "승인";
 *   common/api.md "Basic auth"): the approval call is authorised by `Basic base64(clientId:secretKey)`.
 * - Smartro (manual.smartropay.co.kr module.do "결제요청 파라미터"): `Moid` at most 40 characters;
 *   `EdiDate` the 14-digit request time; `EncryptData` = base64(sha256(EdiDate + Mid + Amt +
 *   MerchantKey)) as the public integrations compute it (the manual's own formula page could not be read).
 */
import { createHash } from 'node:crypto';
import { seoulTime } from '../clock.ts';

export interface MerchantConfig {
  nice: { clientId: string; secretKey: string; apiBase: string | null };
  smartro: { mid: string; merchantKey: string; apiBase: string | null };
  /** How long the relay waits for an approval answer before it net-cancels. */
  approvalTimeoutMs: number;
  /** The app's origin the relay sends the diner back to ('' = the same origin as the service). */
  appBase: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Demo keys: plainly samples. A deployment sets its own through the environment. */
export function merchantConfigFrom(env: Env): MerchantConfig {
  return {
    nice: {
      clientId: env.NICEPAY_CLIENT_ID ?? 'S2_demo0000000000000000000000000000',
      secretKey: env.NICEPAY_SECRET_KEY ?? 'demo-nicepay-secret-key',
      apiBase: env.NICEPAY_API_BASE?.trim() || null,
    },
    smartro: {
      mid: env.SMARTRO_MID ?? 't_demo001m',
      merchantKey: env.SMARTRO_MERCHANT_KEY ?? 'demo-smartro-merchant-key',
      apiBase: env.SMARTRO_API_BASE?.trim() || null,
    },
    approvalTimeoutMs: Number(env.PAY_APPROVAL_TIMEOUT_MS ?? 10_000),
    appBase: (env.PAY_APP_BASE ?? '').replace(/\/$/, ''),
  };
}

/**
 * The order id both gateways accept: the print group id without its hyphens (Smartro's `Moid`
 * allows no special characters and at most 40 characters; a UUID's 32 hex digits fit both).
 */
export function gatewayOrderId(printGroupUuid: string): string {
  return printGroupUuid.replace(/[^0-9A-Za-z]/g, '').slice(0, 40);
}

/** yyyyMMddHHmmss in Korean time. */
export function ediDateOf(now: Date): string {
  const { stamp } = seoulTime(now);
  return stamp.replace(/\D/g, '').slice(0, 14);
}

export function smartroEncryptData(ediDate: string, mid: string, amt: number, merchantKey: string): string {
  return createHash('sha256').update(`${ediDate}${mid}${amt}${merchantKey}`, 'utf8').digest('base64');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** NICEPAY's `signature` on the return: hex(sha256(authToken + clientId + amount + SecretKey)). */
export function niceAuthSignature(authToken: string, clientId: string, amount: number, secretKey: string): string {
  return sha256Hex(`${authToken}${clientId}${amount}${secretKey}`);
}

export function basicAuth(user: string, secret: string): string {
  return `Basic ${Buffer.from(`${user}:${secret}`, 'utf8').toString('base64')}`;
}
