/**
 * In-app browsers a diner meets after scanning a table's code from a chat or a feed, told apart by
 * their user agents' own tokens (docs/in-app-browsers.md lists where each was seen), and the way
 * from each back to the phone's own browser, where the app can keep its history and be installed.
 * On iOS these browsers run WKWebView: no service worker, no install.
 */

export type InAppBrowser = 'kakaotalk' | 'naver' | 'line' | 'instagram' | 'facebook';
export type PhoneOs = 'ios' | 'android' | 'other';

export interface InAppFacts {
  app: InAppBrowser | null;
  os: PhoneOs;
}

/** First match wins: a more specific app before a token another app's agent may also carry. */
const APP_TOKENS: readonly [InAppBrowser, RegExp][] = [
  ['kakaotalk', /KAKAOTALK/i],
  ['naver', /NAVER\(inapp/],
  ['line', /\bLine\/\d/],
  ['instagram', /\bInstagram \d/],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\//],
];

export function recogniseInAppBrowser(userAgent: string): InAppFacts {
  const app = APP_TOKENS.find(([, token]) => token.test(userAgent))?.[0] ?? null;
  const os: PhoneOs = /iPhone|iPad|iPod/.test(userAgent) ? 'ios' : /Android/.test(userAgent) ? 'android' : 'other';
  return { app, os };
}

/** How the diner gets to their own browser: an address to follow, or words where no scheme exists. */
export type WayOut = { kind: 'link'; href: string } | { kind: 'words' };

/**
 * KakaoTalk opens an address in the phone's browser through its own scheme, on iOS and Android
 * alike; another app's browser on Android hands an `intent:` address to Chrome (with the page as
 * the fallback); on iOS no scheme opens Safari from these apps, so the diner is told how.
 */
export function wayOut(facts: InAppFacts, pageUrl: string): WayOut | null {
  if (!facts.app) return null;
  if (facts.app === 'kakaotalk')
    return { kind: 'link', href: `kakaotalk://web/openExternal?url=${encodeURIComponent(pageUrl)}` };
  if (facts.os === 'android') return { kind: 'link', href: chromeIntent(pageUrl) };
  return { kind: 'words' };
}

function chromeIntent(pageUrl: string): string {
  const url = new URL(pageUrl);
  const scheme = url.protocol.replace(/:$/, '');
  const rest = `${url.host}${url.pathname}${url.search}`;
  return `intent://${rest}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(pageUrl)};end`;
}
