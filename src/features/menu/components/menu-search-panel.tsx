import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Category, Menu } from '../../../api/contract/entities.ts';
import { allMenus, sortedCategories } from '../menu-browse.ts';
import { menuSearcher, menuSearchIndex } from '../menu-search.ts';
import { MenuCard } from './menu-card.tsx';
import type { MenuCardContext } from './menu-link.tsx';
import { useGrowOnApproach } from './use-build-on-approach.ts';
import './menu-search.css';

/**
 * Found menus built with a keystroke's results: a phone's screenful (three rows of two). Every
 * keystroke may bring new ones, and the browser puts each new tile on the page in one piece of
 * work it cannot pause; more follow in steps of the same size as the diner scrolls. Each new
 * query starts again from one screenful, and the next step waits until the list's end is half a
 * screen away: tiles built ahead of a diner who is still typing are work the next keystroke
 * waits behind.
 */
const FIRST_TILES = 6;
const MORE_TILES = 6;
const GROW_AHEAD = '50%';

/**
 * What the count line says once the diner has typed. Written as `found.length`, as the catalogs
 * know the message: a named variable would name the placeholder and make it another message.
 */
const foundText = (found: { length: number }) =>
  plural(found.length, { 0: 'No menu found', one: '# menu found', other: '# menus found' });

/**
 * Intl's plural rules and number format are made on their first use, tens of ms on a slow phone:
 * made while the diner reads the empty field, not in their first keystroke's frame.
 */
function useWarmFoundText(): void {
  useEffect(() => {
    const warm = () => void foundText({ length: 1 });
    // Safari has no requestIdleCallback: a task of its own after the panel's first frame.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 0);
    return () => clearTimeout(id);
  }, []);
}

/**
 * Menu search on the menu home: a field that filters every menu of the shop as the diner types,
 * by any of its names (see menu-search.ts). Found menus are the same cards as on the menu, with
 * the same tap rules (closed shop, sold out, peak hour), since the screen's card context is used.
 */
export function MenuSearchPanel({
  categories,
  context,
  onClose,
}: {
  categories: readonly Category[];
  context: MenuCardContext;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // The query the results are for. The field itself is the browser's own (uncontrolled): a
  // keystroke changes its text natively, and React renders only the results, in the keystroke's
  // own task. A deferred render of the results costs more than it saves on a slow phone: a frame
  // for the field alone, then the results cut into 5 ms slices with the browser's frames in
  // between, so the found menus come two or three frames after the key (docs/performance.md).
  const [query, setQuery] = useState('');
  useWarmFoundText();
  const index = useMemo(
    () => menuSearchIndex(allMenus(sortedCategories(categories)), context.locale),
    [categories, context.locale],
  );
  const search = useMemo(() => menuSearcher(index), [index]);
  const found = useMemo(() => search(query), [search, query]);
  const asked = query.trim() !== '';

  const clear = () => {
    setQuery('');
    if (field.current) {
      field.current.value = '';
      field.current.focus();
    }
  };

  return (
    <section className="menu-search" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        <Trans>Search menus</Trans>
      </h2>
      <search className="menu-search-bar">
        <label htmlFor={fieldId} className="visually-hidden">
          <Trans>Menu name</Trans>
        </label>
        <input
          ref={field}
          id={fieldId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the diner opened search to type; the field is what they asked for
          autoFocus
          defaultValue=""
          placeholder={t`Menu name, in any language`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            if (event.currentTarget.value === '') onClose();
            else clear();
          }}
        />
        <button type="button" className="menu-search-close" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </search>
      <p className="menu-search-count" role="status">
        {asked ? foundText(found) : t`Type a menu name in your language, in English or in Korean.`}
      </p>
      {asked && found.length === 0 && (
        <button type="button" className="btn menu-search-clear" onClick={clear}>
          <Trans>Clear the search</Trans>
        </button>
      )}
      {found.length > 0 && <FoundMenus menus={found} context={context} />}
    </section>
  );
}

/**
 * The found menus, built a screenful at a time; a card already shown is kept as the query changes.
 * Drawn again only when the results change, not on the keystroke's own render of the field.
 */
const FoundMenus = memo(function FoundMenus({ menus, context }: { menus: readonly Menu[]; context: MenuCardContext }) {
  const [shown, sentinel] = useGrowOnApproach(menus.length, FIRST_TILES, MORE_TILES, {
    ahead: GROW_AHEAD,
    list: menus,
  });
  return (
    <>
      <ul className="menu-grid menu-search-results">
        {menus.slice(0, shown).map((menu) => (
          <li key={menu.menuSeq} className="menu-grid-item">
            <MenuCard menu={menu} context={context} layout="tile" imagePriority="lazy" />
          </li>
        ))}
      </ul>
      {menus.length > shown && <div ref={sentinel} className="menu-search-more" />}
    </>
  );
});
