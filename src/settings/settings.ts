/**
 * Every build-time setting of the app and its demo default, in one place: the page
 * (src/shared/config.ts), the service worker (src-sw/sw.ts), the security headers
 * (scripts/security-headers.ts) and the production check (scripts/demo-values.ts) all read them
 * from here, so a default cannot differ between them. The defaults are the demo order service on
 * the app's own origin: right for `npm start` and the tests, wrong for a real deployment, where
 * the relay, the order-link host and the gateways' scripts answer 404 on a static host.
 *
 * Imports nothing: the worker, the page, the demo service and the build scripts all stand on it.
 */

/** The settings that have a demo default, by their `VITE_*` name. */
export const DEMO_DEFAULTS = {
  VITE_API_BASE: '/api',
  VITE_IMAGE_BASE: '/img',
  VITE_ORDER_LINK_BASE: '/api/order-link',
  VITE_PAY_RELAY_BASE: '/api/pg-relay',
  VITE_PG_SMARTRO_PC_SCRIPT: '/pg/smartro/pay.js',
  VITE_PG_SMARTRO_MOBILE_SCRIPT: '/pg/smartro/pay.mobile.js',
  VITE_PG_NICE_SCRIPT: '/pg/nice/pay.js',
  VITE_PG_NICE_CLIENT_ID: 'demo-client-id',
  VITE_PG_SMARTRO_MODE: 'test',
  VITE_INFO_SITE: 'https://example.com/',
  VITE_REQUEST_TIMEOUT_MS: '10000',
} as const;

/** The demo build's company: plainly a sample, so no one takes it for a real business. */
export const SAMPLE_OPERATOR_SETTINGS = {
  VITE_OPERATOR_NAME: '주식회사 테이블오더 (예시)',
  VITE_OPERATOR_REGISTRATION_NUMBER: '000-00-00000',
  VITE_OPERATOR_ADDRESS: '서울특별시 중구 세종대로 110 (예시 주소)',
  VITE_OPERATOR_CONTACT: '02-0000-0000 · help@example.com',
} as const;

export type DefaultedSetting = keyof typeof DEMO_DEFAULTS;
export type OperatorSetting = keyof typeof SAMPLE_OPERATOR_SETTINGS;

export type SettingsEnv = Readonly<Partial<Record<string, string | undefined>>>;

/** A setting's value: what the build was given, else its demo default. */
export function setting(env: SettingsEnv, name: DefaultedSetting): string {
  return env[name] ?? DEMO_DEFAULTS[name];
}

/**
 * The settings a build for a real order service (one with `VITE_API_BASE`) must be given: left at
 * their demo value, each is a call or a script that answers 404 on the deployer's host, or a footer
 * without the company the law asks a seller to name.
 */
export const REQUIRED_IN_PRODUCTION = [
  'VITE_ORDER_LINK_BASE',
  'VITE_PAY_RELAY_BASE',
  'VITE_PG_SMARTRO_PC_SCRIPT',
  'VITE_PG_SMARTRO_MOBILE_SCRIPT',
  'VITE_PG_NICE_SCRIPT',
  'VITE_OPERATOR_NAME',
  'VITE_OPERATOR_REGISTRATION_NUMBER',
  'VITE_OPERATOR_ADDRESS',
  'VITE_OPERATOR_CONTACT',
] as const satisfies readonly (DefaultedSetting | OperatorSetting)[];

function demoValueOf(name: DefaultedSetting | OperatorSetting): string {
  return name in DEMO_DEFAULTS
    ? DEMO_DEFAULTS[name as DefaultedSetting]
    : SAMPLE_OPERATOR_SETTINGS[name as OperatorSetting];
}

/**
 * The settings a production build left at their demo value (unset, blank, or the demo value
 * written out). A demo build (no `VITE_API_BASE`) leaves none: the demo values are its point.
 * @example demoValuesLeft({ VITE_API_BASE: 'https://order.example.com' }) // every required name
 */
export function demoValuesLeft(env: SettingsEnv): string[] {
  if (env.VITE_API_BASE === undefined) return [];
  return REQUIRED_IN_PRODUCTION.filter((name) => {
    const value = env[name]?.trim();
    return !value || value === demoValueOf(name);
  });
}
