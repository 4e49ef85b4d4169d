import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { withWholeCatalog } from '../../../shared/i18n/i18n.ts';
import { IconSearch } from '../../../shared/ui/icons.tsx';

/** Loads the search panel's code; called on the diner's approach to the button, so a tap opens it at once. */
export const loadMenuSearch = () => withWholeCatalog(import('./menu-search-panel.tsx'));

/** The navbar's search button on the menu home; the field itself never pushes the menu down. */
export function MenuSearchButton({
  open,
  onOpen,
  ref,
}: {
  open: boolean;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useLingui();
  return (
    <button
      ref={ref}
      type="button"
      className="icon-btn"
      aria-label={t`Search menus`}
      aria-expanded={open}
      onPointerDown={() => void loadMenuSearch()}
      onFocus={() => void loadMenuSearch()}
      onClick={onOpen}
    >
      <IconSearch />
    </button>
  );
}
