/**
 * Runs `work` once the browser has painted what was just rendered: at the start of the frame after the next one (the
 * next frame paints it, the one after begins once that paint is on screen). Answers a function that cancels it. In a
 * tab in the background, whose frames wait, the work waits with them.
 */
export function afterNextPaint(work: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(work);
  });
  return () => cancelAnimationFrame(frame);
}
