import { type ReactNode, useEffect, useId, useRef } from 'react';
import { yieldToMain } from '../../api/yield-to-main.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the backdrop and by the dialog's own buttons. */
  onClose: () => void;
  title?: ReactNode;
  /** When there is no visible title, the name a screen reader announces. */
  label?: string;
  children?: ReactNode;
  actions?: ReactNode;
  variant?: 'center' | 'sheet' | 'full';
  className?: string;
}

/**
 * A modal on the native `<dialog>`: the browser makes the page behind it inert, keeps focus inside
 * and restores it on close, and Escape fires `cancel` — no focus-trap code of ours to get wrong.
 */
/**
 * After a close the browser returns focus to what had it before the dialog opened. A dialog that
 * opened on arrival (the notice, the first-visit popup) had nothing before it, and one whose
 * opener went away (a cancel that replaced its section) has nothing to return to: focus would drop
 * to the page's start. Then it goes to the screen's title, where a keyboard or switch user reads
 * on from.
 */
function keepFocusOnPage(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const title = document.querySelector<HTMLElement>('#root h1') ?? document.querySelector<HTMLElement>('#root main');
  if (!title) return;
  if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
  title.focus({ preventScroll: true });
}

export function Dialog({ open, onClose, title, label, children, actions, variant = 'center', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) {
        dialog.close();
        keepFocusOnPage();
      }
      return;
    }
    if (dialog.open) return;
    // Opening as a modal makes the rest of the page inert, which restyles the whole document. In a
    // task of its own it does not add to the commit that rendered the dialog's content: on a slow
    // phone the two together block input for longer than either does alone.
    let cancelled = false;
    void yieldToMain().then(() => {
      // The screen may have let go of the dialog while the task waited (a popup replaced as a refresh
      // lands): a detached element cannot be shown.
      if (cancelled || dialog.open || !dialog.isConnected) return;
      dialog.showModal();
      // The browser focuses the first control, often the button under a long text, and scrolls
      // down to it: the diner would start reading a long notice at its end. Open at the top.
      dialog.scrollTop = 0;
      for (const part of dialog.querySelectorAll('.dialog-body')) part.scrollTop = 0;
    });
    return () => {
      cancelled = true;
    };
  }, [open]);
  // A dialog whose screen part goes away while it is open (a popup that closes by unmounting)
  // takes the focus with it.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) keepFocusOnPage();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is only the backdrop; Escape is its keyboard twin
    <dialog
      ref={ref}
      className={`dialog dialog-${variant} ${className ?? ''}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          {title && (
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
          )}
          {children}
          {actions && <div className="dialog-actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
