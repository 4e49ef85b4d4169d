import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { PICTURE_SLOTS } from '../../worker-contract/picture-slots.ts';
import { pictureSet } from '../lib/picture.ts';
import { clampScale, MAX_SCALE, MIN_SCALE, rotateStep, zoomStep } from '../lib/zoom.ts';
import { Dialog } from './dialog.tsx';
import { IconClose, IconMinus, IconPlus, IconRefresh } from './icons.tsx';
import { ResponsiveImg } from './responsive-img.tsx';
import './image-viewer.css';

export interface ImageViewerProps {
  open: boolean;
  src: string;
  /** Names the picture; shown in its place when it fails to load. */
  alt: string;
  onClose: () => void;
}

interface View {
  scale: number;
  rotate: number;
  x: number;
  y: number;
}

const START: View = { scale: 1, rotate: 0, x: 0, y: 0 };
const PAN_STEP = 40;

/**
 * A picture full screen: zoom by buttons, keys (+ −), the wheel or a pinch (×1.2 a step, 0.2 to
 * 7 times), turn it a quarter at a time, drag or arrow keys to move it, 0 to start over.
 */
export default function ImageViewer({ open, src, alt, onClose }: ImageViewerProps) {
  const { t } = useLingui();
  const [view, setView] = useState<View>(START);
  const [failed, setFailed] = useState(false);
  const picture = pictureSet(src, 'viewer');
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const zoom = (direction: 1 | -1) => setView((v) => ({ ...v, scale: zoomStep(v.scale, direction) }));
  const rotate = () => setView((v) => ({ ...v, rotate: rotateStep(v.rotate) }));
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      '+': () => zoom(1),
      '=': () => zoom(1),
      '-': () => zoom(-1),
      r: rotate,
      R: rotate,
      '0': () => setView(START),
      ArrowLeft: () => pan(-PAN_STEP, 0),
      ArrowRight: () => pan(PAN_STEP, 0),
      ArrowUp: () => pan(0, -PAN_STEP),
      ArrowDown: () => pan(0, PAN_STEP),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale: view.scale };
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      const scale = clampScale(pinch.current.scale * (distance() / pinch.current.distance));
      setView((v) => ({ ...v, scale }));
    } else if (pointers.current.size === 1) {
      pan(event.clientX - last.x, event.clientY - last.y);
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const percent = `${Math.round(view.scale * 100)}%`;
  // At a limit the button says it can go no further; aria-disabled keeps it focusable in the dialog.
  const atMin = view.scale <= MIN_SCALE;
  const atMax = view.scale >= MAX_SCALE;
  return (
    <Dialog open={open} onClose={onClose} variant="full" label={alt} className="image-viewer">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys are shortcuts; every one has a button */}
      <div className="viewer" onKeyDown={onKeyDown}>
        <div
          className="viewer-stage"
          onWheel={(event) => zoom(event.deltaY < 0 ? 1 : -1)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {failed || !picture ? (
            <p className="viewer-alt">{alt}</p>
          ) : (
            <ResponsiveImg
              set={picture}
              alt={alt}
              width={PICTURE_SLOTS.viewer.width}
              height={PICTURE_SLOTS.viewer.height}
              loading="eager"
              draggable={false}
              onError={() => setFailed(true)}
              style={{
                transform: `translate(${view.x}px, ${view.y}px) rotate(${view.rotate}deg) scale(${view.scale})`,
              }}
            />
          )}
        </div>
        <div className="viewer-tools">
          <button
            type="button"
            className="viewer-btn"
            onClick={() => zoom(-1)}
            aria-label={t`Zoom out`}
            aria-disabled={atMin}
          >
            <IconMinus />
          </button>
          <output className="viewer-scale" aria-live="polite">
            {percent}
          </output>
          <button
            type="button"
            className="viewer-btn"
            onClick={() => zoom(1)}
            aria-label={t`Zoom in`}
            aria-disabled={atMax}
          >
            <IconPlus />
          </button>
          <button type="button" className="viewer-btn" onClick={rotate} aria-label={t`Rotate`}>
            <IconRefresh />
          </button>
          <button type="button" className="viewer-btn viewer-text-btn" onClick={() => setView(START)}>
            <Trans>Reset</Trans>
          </button>
          <button type="button" className="viewer-btn" onClick={onClose} aria-label={t`Close`}>
            <IconClose />
          </button>
        </div>
      </div>
    </Dialog>
  );
}
