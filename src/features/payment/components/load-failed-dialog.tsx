import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

/** Spec section 8: the payment result or the print log is missing. */
export const ORDER_LOAD_FAILED = msg`Failed to load order information.`;

export interface LoadFailedDialogProps {
  open: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/** The confirm dialog of a missing result or print log: confirming asks the service again. */
export function LoadFailedDialog({ open, onRetry, onClose }: LoadFailedDialogProps) {
  const { i18n } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      message={i18n._(ORDER_LOAD_FAILED)}
      confirmLabel={<Trans>Try again</Trans>}
      cancelLabel={<Trans>Close</Trans>}
      onConfirm={onRetry}
      onCancel={onClose}
    />
  );
}
