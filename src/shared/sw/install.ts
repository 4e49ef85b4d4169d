/**
 * Installing the app on the home screen. Chromium offers it with `beforeinstallprompt`, which
 * fires early, so it is caught at start and kept until the diner taps "install"; iOS has no such
 * event and gets a short hint instead (Share, then "Add to Home Screen").
 */
import { atom } from 'jotai';
import { requestPersistentStorage } from '../lib/persistent-storage.ts';
import { store } from '../state/store.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer =
  /** The browser offered installing: show the button. */
  | 'prompt'
  /** iOS, in the browser: show how to add it to the home screen. */
  | 'ios-hint'
  /** Running as the installed app. */
  | 'installed'
  | 'none';

export const installOfferAtom = atom<InstallOffer>('none');

export interface DeviceFacts {
  userAgent: string;
  maxTouchPoints: number;
  standalone: boolean;
}

/**
 * What to offer before the browser says anything.
 * @example initialInstallOffer({ userAgent: '… iPhone … Safari …', maxTouchPoints: 5, standalone: false }) // 'ios-hint'
 */
export function initialInstallOffer({ userAgent, maxTouchPoints, standalone }: DeviceFacts): InstallOffer {
  if (standalone) return 'installed';
  // iPadOS asks for desktop pages and says "Macintosh"; only its touch screen gives it away.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios ? 'ios-hint' : 'none';
}

/** Opened from the home screen (or as an installed app). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;

/**
 * Call once at start, before anything awaits, so the browser's early offer is not missed. Only
 * listens: what to offer before the browser says anything is settled a task later.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button on the start page replaces the browser's banner.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    store.set(installOfferAtom, 'prompt');
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    store.set(installOfferAtom, 'installed');
    void requestPersistentStorage();
  });
}

/** What to offer until the browser says something (a media query and a store write: not urgent). */
export function settleInstallOffer(): void {
  const standalone = isStandalone();
  if (standalone) void requestPersistentStorage();
  // The browser spoke first (an offer, or the app was just installed): that stands.
  if (store.get(installOfferAtom) !== 'none') return;
  store.set(
    installOfferAtom,
    initialInstallOffer({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone }),
  );
}

/** Shows the browser's install dialog; true when the diner accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  deferredPrompt = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') store.set(installOfferAtom, 'none');
  return outcome === 'accepted';
}
