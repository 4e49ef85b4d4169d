import { describe, expect, it } from 'vitest';
import { isPhoneChannel, relayUrl } from './gateway.ts';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('isPhoneChannel', () => {
  it.each([
    ['a desktop browser with room for the 660 px layer', DESKTOP, 1280, false],
    ['a desktop browser exactly 660 px wide', DESKTOP, 660, false],
    ['a desktop browser too narrow for the layer', DESKTOP, 659, true],
    ['an Android phone', ANDROID, 412, true],
    ['an iPhone', IPHONE, 390, true],
    ['a phone browser in a wide window', ANDROID, 1280, true],
  ])('%s', (_case, userAgent, width, phone) => {
    expect(isPhoneChannel(userAgent, width)).toBe(phone);
  });
});

describe('relayUrl', () => {
  it.each([
    ['a path on the app origin', '/api/pg-relay', 'https://order.example.com/api/pg-relay/nice/return'],
    ['a trailing slash', '/api/pg-relay/', 'https://order.example.com/api/pg-relay/nice/return'],
    ['another origin', 'https://relay.example.net/pay', 'https://relay.example.net/pay/nice/return'],
  ])('%s', (_case, base, expected) => {
    expect(relayUrl('/nice/return', base, 'https://order.example.com')).toBe(expected);
  });
});
