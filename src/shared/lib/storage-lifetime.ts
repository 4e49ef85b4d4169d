/**
 * Whether what this phone keeps (the order history above all) may be deleted by the browser after
 * a week without a visit. WebKit, the engine of every iPhone browser, deletes the storage a site's
 * scripts wrote once the site has gone seven days of browser use without a visit, unless the site
 * runs from the home screen (WebKit's "Full Third-Party Cookie Blocking and More", 2020:
 * https://webkit.org/blog/10218/). Storage the browser agreed to persist is kept.
 */
export interface StorageFacts {
  userAgent: string;
  /** Opened from the home screen (display-mode standalone, or iOS's `navigator.standalone`). */
  installed: boolean;
  /** `navigator.storage.persisted()` said yes. */
  persisted: boolean;
}

/**
 * WebKit that is not a Chromium or Android browser: Safari, and on iOS every other browser and
 * in-app browser too (they must use WebKit; Chrome for iOS says CriOS, not Chrome).
 */
export function isWebKitBrowser(userAgent: string): boolean {
  return (
    /AppleWebKit\//.test(userAgent) &&
    !/(Chrome|Chromium|Edg|OPR|SamsungBrowser)\//.test(userAgent) &&
    !/Android/.test(userAgent)
  );
}

export function storageMayBeCleared(facts: StorageFacts): boolean {
  return isWebKitBrowser(facts.userAgent) && !facts.installed && !facts.persisted;
}
