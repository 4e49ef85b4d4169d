/** Paths the service worker must never answer with the app shell: the service's and the gateways'. */
export const NON_APP_PATHS: RegExp[] = [/^\/api\//, /^\/img\//, /^\/pg\//, /^\/__demo\//];

export function isAppNavigation(url: URL): boolean {
  return !NON_APP_PATHS.some((pattern) => pattern.test(url.pathname));
}
