/**
 * Under the service worker, a picture taken off the page before it arrived is still fetched by
 * the worker: the page's giving up ends its own request, not the worker's fetch behind it
 * (w3c/ServiceWorker#1544). A fling through a long menu would then still download every picture
 * passed, ahead of the ones the diner stopped at. So the page tells the worker which addresses it
 * gave up, and the worker stops those fetches for this page (`src-sw/given-up-pictures.ts`).
 *
 * The page cannot tell which of a picture's candidates it asked for (`currentSrc` is empty until
 * the picture arrives), so it names them all; and the browser shares one request between pictures
 * asking for the same address (the recommended row and the list may show the same picture at the
 * same width), so an address is given up only when no other picture on the page still waits for
 * it. The worker's registration starts it (`startGivingUpPictures`), after the page's load, so
 * this code is not on the first screen's path, nor run in a browser without service workers.
 */
import { MOST_GIVEN_UP_URLS } from '../../worker-contract/messages.ts';
import { setPictureWatch } from './picture-watch.ts';

/** The candidates of a `srcset` value, without their descriptors. */
export function srcsetAddresses(srcset: string | null): string[] {
  if (!srcset) return [];
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((address) => address !== '');
}

/** Every address an `<img>` may ask for: its `src`, its own candidates and its `<picture>`'s sources'. */
export function offeredAddresses(img: HTMLImageElement): string[] {
  const picture = img.parentElement instanceof HTMLPictureElement ? img.parentElement : null;
  const sources = picture ? [...picture.querySelectorAll('source')] : [];
  const src = img.getAttribute('src');
  return [
    ...new Set([
      ...(src ? [src] : []),
      ...srcsetAddresses(img.getAttribute('srcset')),
      ...sources.flatMap((source) => srcsetAddresses(source.getAttribute('srcset'))),
    ]),
  ];
}

/** How many pictures on the page wait for each address. */
export class WaitingAddresses {
  private readonly counts = new Map<string, number>();

  wait(addresses: readonly string[]): void {
    for (const address of addresses) this.counts.set(address, (this.counts.get(address) ?? 0) + 1);
  }

  /** One picture no longer waits (it arrived, failed, or was let go of). */
  done(addresses: readonly string[]): void {
    this.doneAndFreed(addresses);
  }

  /** Like `done`, answering the addresses no picture waits for any more: those may be given up. */
  doneAndFreed(addresses: readonly string[]): string[] {
    const freed: string[] = [];
    for (const address of addresses) {
      const left = (this.counts.get(address) ?? 0) - 1;
      if (left > 0) {
        this.counts.set(address, left);
      } else if (this.counts.delete(address)) {
        freed.push(address);
      }
    }
    return freed;
  }

  waiting(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}

const waiting = new WaitingAddresses();
/** The addresses each waiting picture was counted under. */
const counted = new WeakMap<HTMLImageElement, string[]>();
let toGiveUp: string[] = [];

/**
 * Counts a picture put on the page that has not arrived yet, until it arrives or fails. Counted
 * whether or not the worker controls the page yet: on a first visit it takes the page after the
 * first screen's pictures are placed, and a picture below them is asked for through it later.
 */
export function noteWaitingPicture(img: HTMLImageElement): void {
  if (img.complete || counted.has(img)) return;
  const addresses = offeredAddresses(img);
  counted.set(img, addresses);
  waiting.wait(addresses);
  const arrived = () => {
    img.removeEventListener('load', arrived);
    img.removeEventListener('error', arrived);
    const addresses = counted.get(img);
    if (!addresses) return;
    counted.delete(img);
    waiting.done(addresses);
  };
  img.addEventListener('load', arrived);
  img.addEventListener('error', arrived);
}

/** A picture let go of before it arrived: the worker stops fetching what nothing else waits for. */
export function noteGivenUpPicture(img: HTMLImageElement): void {
  const addresses = counted.get(img);
  if (!addresses) return;
  counted.delete(img);
  const freed = waiting.doneAndFreed(addresses);
  if (freed.length === 0) return;
  // A section taken down lets go of its pictures in one commit: one message for them all.
  if (toGiveUp.length === 0) queueMicrotask(tellWorker);
  for (const address of freed) toGiveUp.push(new URL(address, document.baseURI).href);
}

function tellWorker(): void {
  const urls = toGiveUp;
  toGiveUp = [];
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  for (let from = 0; from < urls.length; from += MOST_GIVEN_UP_URLS) {
    worker.postMessage({ type: 'PICTURES_GIVEN_UP', payload: { urls: urls.slice(from, from + MOST_GIVEN_UP_URLS) } });
  }
}

/**
 * Starts counting: the pictures already on the page that have not arrived first (one of them may
 * share its request with a picture put on the page later), then each one `ResponsiveImg` places.
 */
export function startGivingUpPictures(): void {
  for (const img of document.querySelectorAll('img')) noteWaitingPicture(img);
  setPictureWatch({ placed: noteWaitingPicture, givenUp: noteGivenUpPicture });
}
