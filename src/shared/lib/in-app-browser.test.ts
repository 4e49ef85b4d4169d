import { describe, expect, it } from 'vitest';
import { type InAppBrowser, type PhoneOs, recogniseInAppBrowser, wayOut } from './in-app-browser.ts';

/** User agents as these apps send them (docs/in-app-browsers.md says where each form was seen). */
const AGENTS: [string, string, InAppBrowser | null, PhoneOs][] = [
  [
    'KakaoTalk, iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.4.2',
    'kakaotalk',
    'ios',
  ],
  [
    'KakaoTalk, Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36;KAKAOTALK 10.5.5',
    'kakaotalk',
    'android',
  ],
  [
    'NAVER, iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/20F66 NAVER(inapp; search; 2000; 12.5.5)',
    'naver',
    'ios',
  ],
  [
    'NAVER, Android',
    'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 NAVER(inapp; search; 1340; 12.6.4)',
    'naver',
    'android',
  ],
  [
    'LINE, iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0',
    'line',
    'ios',
  ],
  [
    'LINE, Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S911N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Line/14.6.1/IAB',
    'line',
    'android',
  ],
  [
    'Instagram, iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 384.0.0.28.88 (iPhone15,3; iOS 18_5; ko_KR; ko; scale=3.00; 1290x2796; 123456789)',
    'instagram',
    'ios',
  ],
  [
    'Instagram, Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 Instagram 334.0.0.42.95 Android (34/14; 480dpi; 1080x2115; samsung; SM-S918N; dm3q; qcom; ko_KR; 608614357)',
    'instagram',
    'android',
  ],
  [
    'Facebook, iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/469.0.0.35.106;FBBV/612394018;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/ko_KR;FBOP/5]',
    'facebook',
    'ios',
  ],
  [
    'Facebook, Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.164 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/469.0.0.45.106;]',
    'facebook',
    'android',
  ],
  [
    'Safari, iOS',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    null,
    'ios',
  ],
  [
    'Chrome, Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
    null,
    'android',
  ],
  [
    'Samsung Internet, Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    null,
    'android',
  ],
  [
    'NAVER Whale, Android (a browser of its own, not the NAVER app)',
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Whale/3.26.244.14 Mobile Safari/537.36',
    null,
    'android',
  ],
  [
    'Chrome, desktop Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36',
    null,
    'other',
  ],
];

describe('recogniseInAppBrowser', () => {
  it.each(AGENTS)('%s', (_, agent, app, os) => {
    expect(recogniseInAppBrowser(agent)).toEqual({ app, os });
  });
});

const PAGE = 'https://order.example/payment/receipt/7f3a-11?x=1';

describe('wayOut', () => {
  it.each<[string, InAppBrowser | null, PhoneOs, ReturnType<typeof wayOut>]>([
    [
      'KakaoTalk on iOS: its own scheme',
      'kakaotalk',
      'ios',
      { kind: 'link', href: `kakaotalk://web/openExternal?url=${encodeURIComponent(PAGE)}` },
    ],
    [
      'KakaoTalk on Android: its own scheme',
      'kakaotalk',
      'android',
      { kind: 'link', href: `kakaotalk://web/openExternal?url=${encodeURIComponent(PAGE)}` },
    ],
    [
      'NAVER on Android: Chrome by intent, the page as fallback',
      'naver',
      'android',
      {
        kind: 'link',
        href: `intent://order.example/payment/receipt/7f3a-11?x=1#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(PAGE)};end`,
      },
    ],
    ['Instagram on iOS: words', 'instagram', 'ios', { kind: 'words' }],
    ['LINE on iOS: words', 'line', 'ios', { kind: 'words' }],
    ['the phone’s own browser: nothing to offer', null, 'android', null],
  ])('%s', (_, app, os, expected) => {
    expect(wayOut({ app, os }, PAGE)).toEqual(expected);
  });

  it('keeps the scheme of a page served over plain http (the demo)', () => {
    expect(wayOut({ app: 'facebook', os: 'android' }, 'http://127.0.0.1:4430/a')).toMatchObject({
      href: expect.stringMatching(/^intent:\/\/127\.0\.0\.1:4430\/a#Intent;scheme=http;/),
    });
  });
});
