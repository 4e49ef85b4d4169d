/**
 * Asks the browser to keep this site's storage (the cart, the order log, waiting tickets, the
 * offline caches) instead of evicting it when space runs low. Browsers grant it silently or by
 * their own judgement (installed apps, sites used often), so it is asked only at moments that
 * show the diner means to come back: the app was installed or opened installed, or an order was
 * paid. Asked once per page; never throws.
 */
let asked: Promise<boolean> | null = null;

export function requestPersistentStorage(): Promise<boolean> {
  asked ??= ask();
  return asked;
}

async function ask(): Promise<boolean> {
  const storage = globalThis.navigator?.storage;
  if (typeof storage?.persist !== 'function') return false;
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
