/**
 * Where the app finds the order service, its images and the gateways. Each comes from a
 * `VITE_*` variable at build time, so pointing the app at a real order service is a rebuild with
 * other values, not a code change. The defaults are the demo order service on the same origin,
 * written once in src/settings/settings.ts (a production build refuses the ones a deployer must set).
 */
import { DEFAULT_TIMEOUT_MS } from '../api/timeout.ts';
import { DEMO_DEFAULTS as DEMO, SAMPLE_OPERATOR_SETTINGS as SAMPLE } from '../settings/settings.ts';
import { imageTemplateSetting } from '../worker-contract/image-template.ts';

const env = import.meta.env;

export interface OperatorInfo {
  name: string;
  registrationNumber: string;
  address: string;
  contact: string;
}

/** The demo build's company: plainly a sample, so no one takes it for a real business. */
export const SAMPLE_OPERATOR: OperatorInfo = {
  name: SAMPLE.VITE_OPERATOR_NAME,
  registrationNumber: SAMPLE.VITE_OPERATOR_REGISTRATION_NUMBER,
  address: SAMPLE.VITE_OPERATOR_ADDRESS,
  contact: SAMPLE.VITE_OPERATOR_CONTACT,
};

type OperatorEnv = Pick<
  ImportMetaEnv,
  | 'VITE_API_BASE'
  | 'VITE_OPERATOR_NAME'
  | 'VITE_OPERATOR_REGISTRATION_NUMBER'
  | 'VITE_OPERATOR_ADDRESS'
  | 'VITE_OPERATOR_CONTACT'
>;

/**
 * The company that runs the ordering pages, for the footer. A build for the demo service (no
 * `VITE_API_BASE`) fills what is not set with the sample; a build for a real order service shows
 * only what it was given, never the sample company.
 */
export function operatorInfo(vars: OperatorEnv): OperatorInfo {
  const fallback = vars.VITE_API_BASE === undefined ? SAMPLE_OPERATOR : null;
  const pick = (value: string | undefined, key: keyof OperatorInfo) => value?.trim() || (fallback?.[key] ?? '');
  return {
    name: pick(vars.VITE_OPERATOR_NAME, 'name'),
    registrationNumber: pick(vars.VITE_OPERATOR_REGISTRATION_NUMBER, 'registrationNumber'),
    address: pick(vars.VITE_OPERATOR_ADDRESS, 'address'),
    contact: pick(vars.VITE_OPERATOR_CONTACT, 'contact'),
  };
}

export const CONFIG = {
  apiBase: env.VITE_API_BASE ?? DEMO.VITE_API_BASE,
  imageBase: env.VITE_IMAGE_BASE ?? DEMO.VITE_IMAGE_BASE,
  /** The image resizer's URL template (docs/images.md); null serves pictures as they are. */
  imageTemplate: imageTemplateSetting(env),
  /** Host of the shop ordering links that the group page opens by `randomCode`. */
  orderLinkBase: env.VITE_ORDER_LINK_BASE ?? DEMO.VITE_ORDER_LINK_BASE,
  /** The external info site the info redirect sends a diner to. */
  infoSite: env.VITE_INFO_SITE ?? DEMO.VITE_INFO_SITE,
  gatewayScripts: {
    /** Smartro ships one script for PCs (a layer) and one for phones (a page): tpay/tmpay in test. */
    smartroPc: env.VITE_PG_SMARTRO_PC_SCRIPT ?? DEMO.VITE_PG_SMARTRO_PC_SCRIPT,
    smartroMobile: env.VITE_PG_SMARTRO_MOBILE_SCRIPT ?? DEMO.VITE_PG_SMARTRO_MOBILE_SCRIPT,
    /** NICEPAY's one JS SDK picks its layer or page itself; test or live follows the client id. */
    nice: env.VITE_PG_NICE_SCRIPT ?? DEMO.VITE_PG_NICE_SCRIPT,
  },
  /** Smartro's `init({ mode })`: STG for its test servers, REAL for live ones. */
  smartroMode: env.VITE_PG_SMARTRO_MODE === 'live' ? ('REAL' as const) : ('STG' as const),
  /**
   * The order service's payment relay: the gateways post their result here (docs/payments.md).
   * A path is on the app's own origin; another origin must also be allowed in the policy.
   */
  payRelayBase: env.VITE_PAY_RELAY_BASE ?? DEMO.VITE_PAY_RELAY_BASE,
  /** The deployment's NICEPAY client id, for shops the order service has none for. Not a secret. */
  niceClientId: env.VITE_PG_NICE_CLIENT_ID ?? DEMO.VITE_PG_NICE_CLIENT_ID,
  requestTimeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS),
  /** The footer's company information. */
  operator: operatorInfo(env),
} as const;
