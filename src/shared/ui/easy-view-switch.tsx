import { Trans } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { easyViewAtom } from './easy-view.ts';

/** The one switch for the easy view, labelled in words so a diner who needs it can find it. */
export function EasyViewSwitch() {
  const [on, setOn] = useAtom(easyViewAtom);
  return (
    <button type="button" className="easy-view-switch" aria-pressed={on} onClick={() => setOn(!on)}>
      <span className="easy-view-glyph" aria-hidden="true">
        A<span>A</span>
      </span>
      <Trans>Large text</Trans>
    </button>
  );
}
