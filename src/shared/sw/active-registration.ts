/**
 * The service worker's registration once a worker is active, else null: no worker support (an
 * in-app browser), none installed yet, or the browser refusing to say (a private window).
 */
export async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active ? registration : null;
  } catch {
    return null;
  }
}
