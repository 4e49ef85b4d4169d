import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the offer at start', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function startOn(userAgent: string) {
    vi.resetModules();
    const page = Object.assign(new EventTarget(), { matchMedia: () => ({ matches: false }) });
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', { userAgent, maxTouchPoints: 5 });
    const install = await import('./install.ts');
    const { store } = await import('../state/store.ts');
    install.listenForInstallOffer();
    return { page, install, offer: () => store.get(install.installOfferAtom) };
  }

  it('keeps the browser’s offer when it came before the start-up settled the first one', async () => {
    const { page, install, offer } = await startOn(ANDROID);
    const event = new Event('beforeinstallprompt', { cancelable: true });
    page.dispatchEvent(event);
    install.settleInstallOffer();
    expect(offer()).toBe('prompt');
    expect(event.defaultPrevented).toBe(true);
  });

  it('settles on the iPhone hint when the browser said nothing', async () => {
    const { install, offer } = await startOn(IPHONE);
    install.settleInstallOffer();
    expect(offer()).toBe('ios-hint');
  });
});
