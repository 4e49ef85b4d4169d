import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import './shop.css';

/** The shop's notice, shown once a session when the menu opens. */
export default function NoticeDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Notice`}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <Trans>OK</Trans>
        </button>
      }
    >
      <p className="notice-dialog-text">
        <bdi>{text}</bdi>
      </p>
    </Dialog>
  );
}
