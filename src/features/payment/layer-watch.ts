/**
 * A PC card window is a layer the gateway's script puts over our page. When the diner closes it,
 * Smartro's script calls nothing back, so the page would stay busy: this watches for what the
 * script added after the hand-over to go away while the page stays (no navigation started).
 */
export function watchLayerClosed(onClosed: () => void, isLeaving: () => boolean): () => void {
  const added = new Set<Node>();
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement && node.tagName !== 'FORM') added.add(node);
      for (const node of record.removedNodes) {
        if (!added.has(node)) continue;
        added.delete(node);
        // A moment's grace: a layer removed just before the page navigates is not a closed window.
        setTimeout(() => {
          if (done || isLeaving()) return;
          stop();
          onClosed();
        }, 400);
      }
    }
  });
  observer.observe(document.body, { childList: true });
  window.addEventListener('pagehide', stop, { once: true });
  return stop;
}
