// The rows of a long table drawn a few at a time after its first view, so that once they are all
// there, scrolling changes nothing in the page (the employees schedule: 200 people × 31 days;
// docs/performance.md, "The web app on a phone"). The first rows (enough for the view) are drawn at
// once; the rest follow in idle time, `chunk` rows per idle callback, each callback also doing the
// style and layout of what it drew (it reads a height), so a frame gets at most the paint of a few
// new rows. The rows not drawn yet give way to a spacer as tall as they will be, so the scrollbar is
// true; a scroll that reaches the spacer (a jump, the end key) draws the rows up to the view at once.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** A row's height until one is measured. */
const GUESS_PX = 40;

export type DrawnRows = {
  /** The rows drawn: 0 <= index < count. */
  count: number;
  /** The height (px) of the spacer standing for the rows after them. */
  after: number;
};

type IdleWindow = { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Runs `work` when the page is idle (a timer where there is no requestIdleCallback); returns a cancel. */
function whenIdle(work: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(work, { timeout: 1000 });
    return () => idle.cancelIdleCallback!(id);
  }
  const id = window.setTimeout(work, 16);
  return () => window.clearTimeout(id);
}

/**
 * `total`: how many rows there are; `spacerRef`: the element standing for the rows not drawn (its
 * top is where the next row goes); `firstRowRef`: an element at the top of the rows (to measure
 * their average height). `initial`: rows drawn at once; `overscan`: how far (px) beyond the view a
 * scroll draws rows at once; `chunk`: rows drawn per idle callback.
 */
export function useDrawnRows(
  scrollerRef: RefObject<HTMLElement | null>,
  firstRowRef: RefObject<HTMLElement | null>,
  spacerRef: RefObject<HTMLElement | null>,
  total: number,
  { initial = 40, overscan = 600, chunk = 2, step = 20 } = {},
): DrawnRows {
  const [drawn, setDrawn] = useState(() => Math.min(total, initial));
  const [rowHeight, setRowHeight] = useState(GUESS_PX);
  const count = Math.min(drawn, total);
  const state = useRef({ count, total, rowHeight });
  state.current = { count, total, rowHeight };

  // After each draw: the rows' average height (this also does the new rows' style and layout here,
  // in the task that drew them, rather than in the next frame), then the next chunk when idle.
  useLayoutEffect(() => {
    const first = firstRowRef.current;
    const spacer = spacerRef.current;
    if (first && spacer && count > 0) {
      const height = (spacer.getBoundingClientRect().top - first.getBoundingClientRect().top) / count;
      if (height > 0 && Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
    }
    if (count >= total) return;
    return whenIdle(() => setDrawn((previous) => Math.min(total, Math.max(previous, count) + chunk)));
  }, [count, total, rowHeight, firstRowRef, spacerRef, chunk]);

  // A scroll that reaches the rows not drawn yet draws them up to the view (and `overscan` beyond).
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onScroll = () => {
      const spacer = spacerRef.current;
      const { count, total, rowHeight } = state.current;
      if (!spacer || count >= total) return;
      const missing = scroller.getBoundingClientRect().bottom + overscan - spacer.getBoundingClientRect().top;
      if (missing > 0) setDrawn((previous) => Math.min(total, Math.max(previous, Math.ceil((count + missing / rowHeight) / step) * step)));
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scrollerRef, spacerRef, overscan, step]);

  return { count, after: (total - count) * rowHeight };
}
