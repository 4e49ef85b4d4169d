import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  /** Id prefix the panels use: panel of `key` has id `${idPrefix}-panel-${key}`. */
  idPrefix?: string;
  className?: string;
}

/** WAI-ARIA tabs: one tab stop, arrow keys move between tabs and select them. */
export function Tabs<K extends string>({ items, active, onChange, label, idPrefix, className }: TabsProps<K>) {
  const fallbackId = useId();
  const prefix = idPrefix ?? fallbackId;
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number | null = null;
    if (event.key in step) next = (index + (step[event.key] ?? 0) + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    refs.current.get(item.key)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={`tabs ${className ?? ''}`}>
      {items.map((item, index) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${prefix}-panel-${item.key}`}
            tabIndex={selected ? 0 : -1}
            className={`tab ${selected ? 'tab-active' : ''}`}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
