/**
 * Runs `task` in a task of its own once the browser has painted the next frame. A tap's handler
 * that hands its heavy part here lets the browser show the tap's answer first: work done inside
 * the handler, even in a promise it resolves, holds back that frame (Interaction to Next Paint).
 */
export function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
