// The rows of a long table drawn only near the view of its scroller (the employees schedule: 200
// people × 31 days took seconds to draw on a phone and dropped frames while scrolling). The rows
// away from the view give way to two spacer rows as tall as they were when last drawn, so the
// scrollbar stays true, and the table the browser lays out again on each move stays small. The
// browser scrolls a focused cell into view, and rows are drawn `overscan` px beyond it, so the
// keyboard's next and previous rows are always there.
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export type RowWindow = {
  /** The rows drawn: start <= index < end. */
  start: number;
  end: number;
  /** The heights (px) of the spacers before and after them. */
  before: number;
  after: number;
};

/** A row's height until one is measured. */
const GUESS_PX = 40;

/** The attribute that names a drawn row's key, for measuring it. */
export const ROW_KEY_ATTRIBUTE = 'data-row';

/**
 * `keys`: the rows' keys in order (a row's height follows its key across filters); each drawn row
 * carries its key in `data-row`. `overscan`: how far beyond the view (px) rows are drawn;
 * `initial`: how many are drawn before the first measure; `step`: the range's start and end move by
 * this many rows.
 */
export function useRowWindow(
  scrollerRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  keys: readonly string[],
  { overscan = 600, initial = 40, step = 20 } = {},
): RowWindow {
  const [range, setRange] = useState<RowWindow>(() => {
    const end = Math.min(keys.length, initial);
    return { start: 0, end, before: 0, after: (keys.length - end) * GUESS_PX };
  });
  const heights = useRef(new Map<string, number>());
  const typical = useRef(GUESS_PX);
  const keysRef = useRef(keys);

  const update = useCallback(() => {
    const scroller = scrollerRef.current;
    const body = bodyRef.current;
    if (!scroller || !body) return;
    const all = keysRef.current;
    // The body's top inside the scrolled content: where the first row is, drawn or not.
    const bodyTop = body.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    const from = scroller.scrollTop - bodyTop - overscan;
    const to = scroller.scrollTop - bodyTop + scroller.clientHeight + overscan;
    let start = all.length;
    let end = all.length;
    let before = 0;
    let offset = 0;
    for (let index = 0; index < all.length; index++) {
      const height = heights.current.get(all[index]!) ?? typical.current;
      if (start === all.length) {
        if (offset + height >= from) start = index;
        else before += height;
      } else if (end === all.length && offset > to) {
        end = index;
      }
      offset += height;
    }
    // The range moves by whole steps: most scrolled frames then change nothing in the table, whose
    // layout is costly to redo.
    if (step > 1) {
      const from = Math.floor(start / step) * step;
      for (let index = from; index < start; index++) before -= heights.current.get(all[index]!) ?? typical.current;
      start = from;
      end = Math.min(all.length, Math.ceil(end / step) * step);
    }
    const after = offset - before - (end > start ? sumOf(all.slice(start, end)) : 0);
    function sumOf(slice: readonly string[]) {
      return slice.reduce((total, key) => total + (heights.current.get(key) ?? typical.current), 0);
    }
    setRange((previous) =>
      previous.start === start && previous.end === end && previous.before === before && previous.after === after ? previous : { start, end, before, after },
    );
  }, [scrollerRef, bodyRef, overscan, step]);

  // After each draw: the drawn rows' heights, then the range again (the estimates may have been off).
  useLayoutEffect(() => {
    keysRef.current = keys;
    const drawn = bodyRef.current?.querySelectorAll<HTMLElement>(`:scope > tr[${ROW_KEY_ATTRIBUTE}]`) ?? [];
    for (const row of drawn) {
      const height = row.offsetHeight;
      heights.current.set(row.getAttribute(ROW_KEY_ATTRIBUTE)!, height);
      typical.current = height;
    }
    update();
  });

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [scrollerRef, update]);

  // Until the layout effect measures again, a shorter list (a filter) draws what it has.
  const start = Math.min(range.start, keys.length);
  const end = Math.min(Math.max(range.end, start), keys.length);
  return { ...range, start, end };
}
