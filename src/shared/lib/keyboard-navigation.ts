/**
 * Marks the page (`keyboard-nav` on <html>) while the diner moves through it with Tab, and unmarks
 * it at the next touch or click. Styles meant for keyboard focus hang on it: the room kept above
 * the fixed bottom bars would otherwise also scroll the page a little under a finger that taps a
 * menu near them, and a return to the menu would land where that scroll left it.
 */
export function watchKeyboardNavigation(root: HTMLElement = document.documentElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') root.classList.add('keyboard-nav');
  };
  const onPointer = () => root.classList.remove('keyboard-nav');
  // Capture: the class must be on before Tab moves the focus and the browser scrolls to it.
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('pointerdown', onPointer, true);
  return () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('pointerdown', onPointer, true);
  };
}
