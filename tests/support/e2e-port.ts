/** Several checkouts or runs may share a machine: each port gets its own build and reports. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4391);
export const OWN_RUN = E2E_PORT === 4391 ? '' : `-${E2E_PORT}`;
/** Where the journeys' web server builds the app (playwright.config.ts). */
export const E2E_DIST_DIR = `.tmp/dist${OWN_RUN}`;
