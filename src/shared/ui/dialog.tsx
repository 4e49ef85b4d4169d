import { type ReactNode, useEffect, useId, useRef } from 'react';
import { yieldToMain } from '../lib/yield-to-main.ts';
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
export function Dialog({ open, onClose, title, label, children, actions, variant = 'center', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) return;
    // Opening as a modal makes the rest of the page inert, which restyles the whole document. In a
    // task of its own it does not add to the commit that rendered the dialog's content: on a slow
    // phone the two together block input for longer than either does alone.
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled && !dialog.open) dialog.showModal();
    });
    return () => {
      cancelled = true;
    };
  }, [open]);
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
