/** Build-time settings the worker shares with the app (see src/shared/config.ts). */
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_IMAGE_BASE?: string;
  readonly VITE_IMAGE_URL_TEMPLATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
