import { describe, expect, it } from 'vitest';
import { initialInstallOffer } from './install.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('initialInstallOffer', () => {
  it.each([
    { device: 'an iPhone in Safari', userAgent: IPHONE, maxTouchPoints: 5, standalone: false, offer: 'ios-hint' },
    {
      device: 'an iPad asking for desktop pages',
      userAgent: IPAD_DESKTOP,
      maxTouchPoints: 5,
      standalone: false,
      offer: 'ios-hint',
    },
    { device: 'a Mac', userAgent: IPAD_DESKTOP, maxTouchPoints: 0, standalone: false, offer: 'none' },
    {
      device: 'Android, until the browser offers',
      userAgent: ANDROID,
      maxTouchPoints: 5,
      standalone: false,
      offer: 'none',
    },
    {
      device: 'the installed app on an iPhone',
      userAgent: IPHONE,
      maxTouchPoints: 5,
      standalone: true,
      offer: 'installed',
    },
    {
      device: 'the installed app on Android',
      userAgent: ANDROID,
      maxTouchPoints: 5,
      standalone: true,
      offer: 'installed',
    },
  ])('offers $device: $offer', ({ offer, ...facts }) => {
    expect(initialInstallOffer(facts)).toBe(offer);
  });
});
