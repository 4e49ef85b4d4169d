import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? <Trans>OK</Trans>}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
