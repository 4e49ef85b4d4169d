/** How long one call may take before it counts as failed, unless the build says (`VITE_REQUEST_TIMEOUT_MS`). */
export const DEFAULT_TIMEOUT_MS = 10_000;
