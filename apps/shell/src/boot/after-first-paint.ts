/** Runs `work` once the browser has painted the first frame. */
export function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0))
}
