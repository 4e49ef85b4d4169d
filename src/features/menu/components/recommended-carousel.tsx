import { Trans, useLingui } from '@lingui/react/macro';
import type { KeenSliderInstance } from 'keen-slider';
import { useEffect, useId, useRef, useState } from 'react';
import type { Menu } from '../../../api/contract/entities.ts';
import { IconChevron } from '../../../shared/ui/icons.tsx';
import { MenuCard } from './menu-card.tsx';
import type { MenuCardContext } from './menu-link.tsx';
import './carousel.css';

/** Spec section 2: from 300 px to 410 px wide the carousel shows 2.4 to 3 slides (carousel.css agrees). */
export const CAROUSEL_SPACING = 10;
export const CAROUSEL_BREAKPOINTS: readonly (readonly [minWidth: number, perView: number])[] = [
  [300, 2.4],
  [340, 2.6],
  [375, 2.8],
  [410, 3],
];

/** Slides on the first screen: three and a bit show; the rest come when the page has loaded. */
const FIRST_SLIDES = 4;

/** Runs once the page has loaded and the browser is idle: nothing here may delay the first screen. */
function afterLoadWhenIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

function sliderOptions(rtl: boolean, initial: number) {
  const breakpoints: Record<string, { slides: { perView: number; spacing: number } }> = {};
  for (const [minWidth, perView] of CAROUSEL_BREAKPOINTS) {
    breakpoints[`(min-width: ${minWidth}px)`] = { slides: { perView, spacing: CAROUSEL_SPACING } };
  }
  return { rtl, initial, slides: { perView: 2, spacing: CAROUSEL_SPACING }, breakpoints };
}

/**
 * The recommended menus. The first screen gets the first few slides; the rest, then keen-slider,
 * arrive once the page has loaded and the browser is idle, so neither weighs on the first load.
 * Until then the row is a native scroll-snap strip laid out exactly as keen-slider will lay it
 * out, so taking over moves nothing. The buttons are the non-drag way to move.
 */
export function RecommendedCarousel({
  menus,
  context,
  sectionId,
  sectionRef,
  leadsPage = false,
}: {
  menus: readonly Menu[];
  context: MenuCardContext;
  sectionId: string;
  sectionRef?: (el: HTMLElement | null) => void;
  /** No banner above: the first slide's picture is the page's largest and is fetched first. */
  leadsPage?: boolean;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const rtl = context.locale === 'al';
  const [complete, setComplete] = useState(menus.length <= FIRST_SLIDES);
  const shown = complete ? menus : menus.slice(0, FIRST_SLIDES);

  useEffect(() => {
    if (complete) return;
    return afterLoadWhenIdle(() => setComplete(true));
  }, [complete]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new menu list needs a new slider
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !complete) return;
    let cancelled = false;
    const start = () => {
      void import('keen-slider').then(
        ({ default: KeenSlider }) => {
          if (cancelled || !track.isConnected) return;
          // Continue from wherever the diner scrolled the native strip.
          const slides = [...track.children] as HTMLElement[];
          const trackStart = track.getBoundingClientRect()[rtl ? 'right' : 'left'];
          const initial = Math.max(
            0,
            slides.findIndex((s) => {
              const box = s.getBoundingClientRect();
              return rtl ? box.right <= trackStart + 2 : box.left >= trackStart - 2;
            }),
          );
          track.scrollLeft = 0;
          track.classList.add('is-keen');
          sliderRef.current = new KeenSlider(track, sliderOptions(rtl, initial));
        },
        () => {
          // Offline before the app is saved on the phone: the native strip stays, and it scrolls,
          // snaps and answers the buttons just the same.
        },
      );
    };
    const cancelStart = afterLoadWhenIdle(start);
    return () => {
      cancelled = true;
      cancelStart();
      sliderRef.current?.destroy();
      sliderRef.current = null;
      track.classList.remove('is-keen');
    };
  }, [menus, rtl, complete]);

  const move = (step: 1 | -1) => {
    setComplete(true);
    const slider = sliderRef.current;
    if (slider) {
      slider.moveToIdx(slider.track.details.abs + step, true);
      return;
    }
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (track && slide) track.scrollBy({ left: (rtl ? -step : step) * (slide.offsetWidth + CAROUSEL_SPACING) });
  };

  // A slide reached with Tab must be moved into view by the slider, not by the browser.
  const onFocus = (index: number) => {
    const slider = sliderRef.current;
    const track = trackRef.current;
    if (!slider || !track) return;
    track.scrollLeft = 0;
    const { slides, maxIdx } = slider.track.details;
    // keen-slider ignores an index past the last position, which the last slides are.
    if ((slides[index]?.portion ?? 0) < 1) slider.moveToIdx(Math.min(index, maxIdx), true);
  };

  return (
    <section id={sectionId} ref={sectionRef} className="menu-section reco" aria-labelledby={headingId}>
      <div className="reco-head">
        <h2 id={headingId} className="menu-section-title" tabIndex={-1}>
          <Trans>Recommended</Trans>
        </h2>
        {menus.length > 2 && (
          <div className="reco-buttons">
            <button
              type="button"
              className="icon-btn"
              onClick={() => move(-1)}
              aria-label={t`Previous recommended menus`}
            >
              <IconChevron className="is-back" />
            </button>
            <button type="button" className="icon-btn" onClick={() => move(1)} aria-label={t`Next recommended menus`}>
              <IconChevron />
            </button>
          </div>
        )}
      </div>
      <ul ref={trackRef} className="keen-slider reco-track">
        {shown.map((menu, index) => (
          <li key={menu.menuSeq} className="keen-slider__slide reco-slide" onFocus={() => onFocus(index)}>
            <MenuCard
              menu={menu}
              context={context}
              layout="tile"
              inCarousel
              imagePriority={index === 0 && leadsPage ? 'high' : index < 3 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
