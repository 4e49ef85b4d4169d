/**
 * Runs `look` at most once per animation frame while `target` scrolls: a strip's position is read
 * when the frame is drawn, not at every scroll event a swipe sends. Returns the way to stop.
 */
export function lookOnScroll(target: EventTarget, look: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    look();
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(run);
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    target.removeEventListener('scroll', onScroll);
  };
}
