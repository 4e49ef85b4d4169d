import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { IconChevronDown } from '../../../shared/ui/icons.tsx';
import './shop.css';

/** The shop's notice in two lines, with a toggle to read it all when it is longer than that. */
export function NoticeStrip({ text }: { text: string }) {
  const { t } = useLingui();
  const textId = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // Measured when the browser lays the strip out anyway (a ResizeObserver reports right after
  // layout), never by forcing a layout of the whole menu from script.
  useEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const observer = new ResizeObserver(() => setOverflows(el.scrollHeight > el.clientHeight + 1));
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded]);
  if (!text) return null;
  return (
    <section className="notice-strip" aria-label={t`Notice`}>
      <span className="notice-badge" aria-hidden="true">
        <Trans>Notice</Trans>
      </span>
      <p ref={ref} id={textId} className={`notice-text ${expanded ? 'is-expanded' : ''}`}>
        <bdi>{text}</bdi>
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          className="notice-toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="visually-hidden">{expanded ? t`Show less of the notice` : t`Show the whole notice`}</span>
          <IconChevronDown className={expanded ? 'is-flipped' : ''} />
        </button>
      )}
    </section>
  );
}
