/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_IMAGE_BASE?: string;
  readonly VITE_IMAGE_URL_TEMPLATE?: string;
  readonly VITE_ORDER_LINK_BASE?: string;
  readonly VITE_INFO_SITE?: string;
  readonly VITE_PG_SMARTRO_PC_SCRIPT?: string;
  readonly VITE_PG_SMARTRO_MOBILE_SCRIPT?: string;
  readonly VITE_PG_SMARTRO_MODE?: 'test' | 'live';
  readonly VITE_PG_NICE_SCRIPT?: string;
  readonly VITE_PG_NICE_CLIENT_ID?: string;
  readonly VITE_PAY_RELAY_BASE?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  readonly VITE_OPERATOR_NAME?: string;
  readonly VITE_OPERATOR_REGISTRATION_NUMBER?: string;
  readonly VITE_OPERATOR_ADDRESS?: string;
  readonly VITE_OPERATOR_CONTACT?: string;
  /** Where field figures go (docs/field-figures.md); unset, nothing is measured or sent. */
  readonly VITE_RUM_ENDPOINT?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** One part of a locale's catalog (scripts/catalog-parts-plugin.ts): `catalog-part:ko/first`. */
declare module 'catalog-part:*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
