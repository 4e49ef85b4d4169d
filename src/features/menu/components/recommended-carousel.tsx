import { Trans, useLingui } from '@lingui/react/macro';
import type { KeenSliderInstance } from 'keen-slider';
import { useEffect, useId, useRef, useState } from 'react';
import type { Menu } from '../../../api/contract/entities.ts';
import { IconChevron } from '../../../shared/ui/icons.tsx';
import { slideAtStart, slidesWithCards } from '../carousel-window.ts';
import { lookOnScroll } from './look-on-scroll.ts';
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

/** No scroll for this long and no finger down: the strip is at rest and keen-slider may take it over. */
const STILL_MS = 150;

/**
 * Calls `run` once the strip is at rest: taking a strip over mid-swipe would jump it back to where
 * the swipe began.
 */
function whenStill(track: HTMLElement, pressedNow: boolean, run: () => void): () => void {
  let lastMove = performance.now();
  let pressed = pressedNow;
  let timer = 0;
  const moved = () => {
    lastMove = performance.now();
  };
  const down = () => {
    pressed = true;
  };
  const up = () => {
    pressed = false;
    lastMove = performance.now();
  };
  track.addEventListener('scroll', moved, { passive: true });
  track.addEventListener('pointerdown', down);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', up);
  const stop = () => {
    window.clearTimeout(timer);
    track.removeEventListener('scroll', moved);
    track.removeEventListener('pointerdown', down);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', up);
  };
  const check = () => {
    if (!pressed && performance.now() - lastMove >= STILL_MS) {
      stop();
      run();
    } else timer = window.setTimeout(check, STILL_MS);
  };
  timer = window.setTimeout(check, 0);
  return stop;
}

function sliderOptions(rtl: boolean, initial: number) {
  const breakpoints: Record<string, { slides: { perView: number; spacing: number } }> = {};
  for (const [minWidth, perView] of CAROUSEL_BREAKPOINTS) {
    breakpoints[`(min-width: ${minWidth}px)`] = { slides: { perView, spacing: CAROUSEL_SPACING } };
  }
  return { rtl, initial, slides: { perView: 2, spacing: CAROUSEL_SPACING }, breakpoints };
}

/**
 * The recommended menus. Every menu has its slide, but only the slides near the view hold a card
 * (`slidesWithCards`). Until the diner first reaches for it the row is a native scroll-snap strip
 * laid out exactly as keen-slider will lay it out; keen-slider is fetched then and takes over once
 * the strip is at rest, so taking over moves nothing. The buttons are the non-drag way to move.
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
  // The first slide in view: only the slides near it carry their card.
  const [position, setPosition] = useState(0);
  const [first, last] = slidesWithCards(position, menus.length);
  // keen-slider is fetched when the diner first reaches for the carousel (a finger or pointer on
  // it, a button, focus inside), not with the page: until then the native strip scrolls and snaps.
  const [wanted, setWanted] = useState<false | 'press' | 'other'>(false);
  const want = (how: 'press' | 'other') => setWanted((was) => was || how);

  // The native strip reports where it is scrolled to (keen-slider does once it has taken over).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    return lookOnScroll(track, () => {
      if (track.classList.contains('is-keen')) return;
      const slide = track.firstElementChild as HTMLElement | null;
      const step = slide ? slide.offsetWidth + CAROUSEL_SPACING : 0;
      setPosition(slideAtStart(track.scrollLeft, step, track.children.length));
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new menu list needs a new slider
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !wanted) return;
    let cancelled = false;
    const loading = import('keen-slider');
    const takeOver = ({ default: KeenSlider }: typeof import('keen-slider')) => {
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
      const slider = new KeenSlider(track, sliderOptions(rtl, initial));
      slider.on('detailsChanged', (s) => setPosition(s.track.details.rel));
      sliderRef.current = slider;
    };
    const stopWaiting = whenStill(track, wanted === 'press', () => {
      void loading.then(takeOver, () => {
        // Offline before the app is saved on the phone: the native strip stays, and it scrolls,
        // snaps and answers the buttons just the same.
      });
    });
    return () => {
      cancelled = true;
      stopWaiting();
      sliderRef.current?.destroy();
      sliderRef.current = null;
      track.classList.remove('is-keen');
    };
  }, [menus, rtl, wanted]);

  const move = (step: 1 | -1) => {
    want('other');
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
    // The slides about the focused one get their cards before the next Tab.
    setPosition((at) => (index < at || index > at + 2 ? Math.max(0, index - 2) : at));
    const slider = sliderRef.current;
    const track = trackRef.current;
    if (!slider || !track) return;
    track.scrollLeft = 0;
    const { slides, maxIdx } = slider.track.details;
    // keen-slider ignores an index past the last position, which the last slides are.
    if ((slides[index]?.portion ?? 0) < 1) slider.moveToIdx(Math.min(index, maxIdx), true);
  };

  return (
    <section
      id={sectionId}
      ref={sectionRef}
      className="menu-section reco"
      aria-labelledby={headingId}
      onPointerDown={() => want('press')}
      onFocus={() => want('other')}
    >
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
        {menus.map((menu, index) =>
          index < first || index > last ? (
            // A slide far from the view keeps its place, without its card.
            <li key={menu.menuSeq} className="keen-slider__slide reco-slide" aria-hidden="true" />
          ) : (
            <li key={menu.menuSeq} className="keen-slider__slide reco-slide" onFocus={() => onFocus(index)}>
              <MenuCard
                menu={menu}
                context={context}
                layout="tile"
                inCarousel
                imagePriority={index === 0 && leadsPage ? 'high' : index < 3 ? 'eager' : 'lazy'}
              />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
