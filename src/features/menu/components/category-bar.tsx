import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, memo, useEffect, useRef } from 'react';
import type { MenuTabKey } from '../menu-tabs.ts';
import './menu.css';

export interface CategoryBarItem {
  key: MenuTabKey;
  label: string;
  /** The id of the section the link jumps to. */
  target: string;
}

export interface CategoryBarProps {
  items: readonly CategoryBarItem[];
  active: MenuTabKey;
  /** Kept the same between renders, so the links that did not change are not drawn again. */
  onSelect: (key: MenuTabKey) => void;
}

/**
 * The category bar. Every section stays on the page and the bar only jumps between them while
 * marking where the reader is, so it is a navigation of in-page links with `aria-current`, not
 * ARIA tabs: tabs promise panels that replace each other, and a screen reader would announce
 * "tab 3 of 30, selected" for a section that is merely scrolled past.
 */
export function CategoryBar({ items, active, onSelect }: CategoryBarProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the current link in view inside the bar, in either writing direction.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current link changes
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    const listBox = list.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const delta = linkBox.left - listBox.left - (listBox.width - linkBox.width) / 2;
    if (Math.abs(delta) > 1) list.scrollBy({ left: delta, behavior: 'smooth' });
  }, [active]);

  return (
    <nav className="category-bar" aria-label={t`Menu categories`}>
      <ul ref={listRef} className="category-list">
        {items.map((item) => (
          <CategoryLink key={item.key} item={item} current={item.key === active} onSelect={onSelect} />
        ))}
      </ul>
    </nav>
  );
}

/** One link; kept as it was while the current tab moves elsewhere (a shop may have hundreds). */
const CategoryLink = memo(function CategoryLink({
  item,
  current,
  onSelect,
}: {
  item: CategoryBarItem;
  current: boolean;
  onSelect: (key: MenuTabKey) => void;
}) {
  const select = (event: MouseEvent) => {
    event.preventDefault();
    onSelect(item.key);
  };
  return (
    <li>
      {/* `dir="auto"` isolates the name as a `bdi` would, with one element fewer per category. */}
      <a
        href={`#${item.target}`}
        className="category-link"
        dir="auto"
        aria-current={current ? 'true' : undefined}
        onClick={select}
      >
        {item.label}
      </a>
    </li>
  );
});
