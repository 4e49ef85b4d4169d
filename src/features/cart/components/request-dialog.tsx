import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { LIMITS } from '../../../api/contract/limits.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

/** The longest request the order service takes. */
export const REQUEST_MAX_LENGTH = LIMITS.requestText;

export interface RequestDialogProps {
  open: boolean;
  menuName: string;
  initial: string;
  onSave: (text: string) => void;
  onClose: () => void;
}

/** Edits one line's request text; saving may merge the line into an identical one. */
export function RequestDialog({ open, menuName, initial, onSave, onClose }: RequestDialogProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const fieldId = useId();
  useEffect(() => {
    if (open) setText(initial);
  }, [open, initial]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Request for ${menuName}`}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onSave(text.trim())}>
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <label className="field-label" htmlFor={fieldId}>
        <Trans>Request to the shop</Trans>
      </label>
      <textarea
        id={fieldId}
        className="field-input"
        rows={3}
        maxLength={REQUEST_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`e.g. less spicy, no onions`}
      />
    </Dialog>
  );
}
