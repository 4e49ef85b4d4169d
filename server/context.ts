/** What every route of the service shares: the clock, the token secret and the current state. */
import { randomBytes } from 'node:crypto';
import { corsOriginsFrom } from './cors.ts';
import { type MerchantConfig, merchantConfigFrom } from './gateway/merchant.ts';
import { createState, type DemoState } from './state.ts';

export interface DemoOptions {
  /** Control endpoints under /__demo (demo and test mode). Default true. */
  controls?: boolean;
  now?: () => Date;
  /** Signs table tokens. Default: DEMO_TOKEN_SECRET, else random per start (tokens die with the process). */
  secret?: string;
  /** The merchant's gateway ids and keys. Default: from the environment (demo samples when unset). */
  merchant?: MerchantConfig;
  /**
   * The app's own origin, for the links the service sends (the smart receipt). Default: APP_ORIGIN,
   * else the origin the request came in on (the demo serves the app and the service together).
   */
  appOrigin?: string;
  /** Origins other than the service's own that may call the API (CORS). Default: CORS_ORIGINS. */
  corsOrigins?: readonly string[];
  /**
   * A folder where the image host also keeps the variants it made, across starts. Default:
   * DEMO_IMAGE_CACHE_DIR; unset, they are kept in memory only.
   */
  imageCacheDir?: string;
}

export interface DemoContext {
  readonly state: DemoState;
  readonly secret: string;
  readonly controls: boolean;
  readonly merchant: MerchantConfig;
  /** Null: the origin each request came in on. */
  readonly appOrigin: string | null;
  readonly corsOrigins: readonly string[];
  now(): Date;
  /** Back to the seed: orders, queues, faults and received messages are forgotten. */
  reset(): void;
}

export function createContext(options: DemoOptions = {}): DemoContext {
  const now = options.now ?? (() => new Date());
  const secret = options.secret ?? process.env.DEMO_TOKEN_SECRET ?? randomBytes(32).toString('hex');
  let state = createState(now());
  return {
    get state() {
      return state;
    },
    secret,
    controls: options.controls ?? true,
    merchant: options.merchant ?? merchantConfigFrom(process.env),
    appOrigin: options.appOrigin ?? (process.env.APP_ORIGIN || null),
    corsOrigins: options.corsOrigins ?? corsOriginsFrom(process.env.CORS_ORIGINS),
    now,
    reset() {
      state = createState(now());
    },
  };
}
