import type { MouseEvent } from 'react';

/** A click the browser answers by itself: a new tab or window (modifier keys, a middle click). */
export function opensNewTab(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}
