import { type RefObject, useCallback, useRef, useState } from 'react';

export interface MenuSearchToggle {
  open: boolean;
  show: () => void;
  hide: () => void;
  button: RefObject<HTMLButtonElement | null>;
}

/**
 * Opens and closes menu search in place of the menu. Closing puts the diner back where they were:
 * the menu at the same scroll position and the focus on the search button.
 */
export function useMenuSearchToggle(): MenuSearchToggle {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const scrollY = useRef(0);
  const show = useCallback(() => {
    scrollY.current = window.scrollY;
    setOpen(true);
    window.scrollTo(0, 0);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => {
      window.scrollTo(0, scrollY.current);
      button.current?.focus({ preventScroll: true });
    });
  }, []);
  return { open, show, hide, button };
}
