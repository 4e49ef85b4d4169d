import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { alertAtom } from './alert.atoms.ts';
import { Dialog } from './dialog.tsx';

/**
 * The root view's alert: one message, one OK button; closing runs the caller's callback. The
 * spec's close event is that callback: every place that shows an alert passes what must follow.
 */
export function AlertPopup() {
  const [request, setRequest] = useAtom(alertAtom);
  const { i18n } = useLingui();
  const close = () => {
    const callback = request?.onClose;
    setRequest(null);
    callback?.();
  };
  return (
    <Dialog
      open={request !== null}
      onClose={close}
      label={request ? i18n._(request.message) : undefined}
      actions={
        <button type="button" className="btn btn-primary" onClick={close}>
          <Trans>OK</Trans>
        </button>
      }
    >
      {request && <p className="alert-message">{i18n._(request.message)}</p>}
    </Dialog>
  );
}
