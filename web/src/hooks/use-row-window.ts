// The rows of a long table drawn in blocks, all of them in the end, so that once drawn scrolling
// changes nothing in the page (the employees schedule: 200 people × 31 days; docs/performance.md,
// "The web app on a phone"). Each block is a `tbody` the caller renders empty (React never touches
// its content); this hook writes its rows as HTML text. The first blocks (enough for the view) are
// drawn at once; the rest one per idle callback, each also doing the style and layout of what it
// drew (it reads a height), so a frame gets at most the paint of a new block (a layer of its own).
// The blocks not drawn yet hold a spacer row as tall as they will be, so the scrollbar is true; a
// scroll or the keyboard reaching one draws it at once. New data redraws only the rows whose HTML
// changed (the visible blocks at once, the others when idle), keeping the focus where it was.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A row's height until one is measured. */
const GUESS_PX = 40;

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Runs `work` when the page is idle (a timer where there is no requestIdleCallback); returns a cancel. */
function whenIdle(work: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(work, { timeout: 2000 });
    return () => idle.cancelIdleCallback!(id);
  }
  const id = window.setTimeout(work, 16);
  return () => window.clearTimeout(id);
}

/** What a block shows: nothing yet (a spacer), or its rows' HTML as last written (`stale`: the data changed since). */
type Block = { rows: string[] | null; stale: boolean };

export type BlockOptions = {
  /** Rows per block. */
  blockRows?: number;
  /** Blocks drawn at once. */
  initial?: number;
  /** How far (px) beyond the view a scroll draws blocks at once. */
  overscan?: number;
  /** Blocks drawn in one go (an idle callback, a scroll that reaches them). */
  batch?: number;
};

/**
 * `bodies`: the table whose `tbody[data-block]` elements (one per block, in order, rendered empty)
 * receive the rows; `count`: how many rows; `key`: changes when the rows are other rows
 * (another month or department: all is drawn again); `row(index)`: a row's HTML (`<tr>…</tr>`): a
 * new function redraws the rows whose HTML differs; `columns`: the spacer's colspan.
 */
export function useDrawnBlocks(
  scrollerRef: RefObject<HTMLElement | null>,
  tableRef: RefObject<HTMLTableElement | null>,
  count: number,
  key: string,
  row: (index: number) => string,
  columns: number,
  { blockRows = 10, initial = 2, overscan = 600, batch = 4 }: BlockOptions = {},
): void {
  const state = useRef({ key: '', blocks: [] as Block[], rowHeight: GUESS_PX, row, cancel: null as (() => void) | null });

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const table = tableRef.current;
    if (!scroller || !table) return;
    const current = state.current;
    const bodies = () => table.querySelectorAll<HTMLTableSectionElement>(':scope > tbody[data-block]');
    const rowsOf = (index: number) => {
      const out: string[] = [];
      for (let at = index * blockRows; at < Math.min(count, (index + 1) * blockRows); at++) out.push(current.row(at));
      return out;
    };
    // Its height through the CSSOM: the app's CSP refuses `style` attributes in HTML text.
    const spacer = (index: number, body: HTMLTableSectionElement) => {
      const rows = Math.min(count, (index + 1) * blockRows) - index * blockRows;
      const row = document.createElement('tr');
      row.setAttribute('aria-hidden', 'true');
      const cell = row.appendChild(document.createElement('td'));
      cell.colSpan = columns;
      cell.style.height = `${Math.round(rows * current.rowHeight)}px`;
      cell.style.padding = '0';
      body.replaceChildren(row);
    };

    /** Writes a block: all of it when it shows a spacer, else only the rows whose HTML changed. */
    const draw = (index: number) => {
      const body = bodies()[index];
      const block = current.blocks[index];
      if (!body || !block) return;
      const rows = rowsOf(index);
      if (!block.rows || block.rows.length !== rows.length) {
        body.innerHTML = rows.join('');
      } else {
        const template = document.createElement('template');
        for (let at = 0; at < rows.length; at++) {
          if (rows[at] === block.rows[at]) continue;
          const old = body.rows[at];
          if (!old) continue;
          template.innerHTML = rows[at]!;
          const next = template.content.firstElementChild as HTMLTableRowElement | null;
          if (!next) continue;
          // The focus stays on the same control (a shift by its id, else the cell's button or link).
          const focused = old.contains(document.activeElement) ? focusKey(document.activeElement) : null;
          old.replaceWith(next);
          if (focused) next.querySelector<HTMLElement>(focused)?.focus({ preventScroll: true });
        }
      }
      current.blocks[index] = { rows, stale: false };
    };

    const needs = (index: number) => {
      const block = current.blocks[index];
      return !!block && (!block.rows || block.stale);
    };
    /** Draws `batch` blocks that need it, from `first` on (then from the top); their style and layout now, in this task. */
    const drawBatch = (first: number) => {
      const order = [...current.blocks.keys()].slice(first).concat([...current.blocks.keys()].slice(0, first));
      let drawn = 0;
      for (const index of order) {
        if (drawn === batch) break;
        if (!needs(index)) continue;
        draw(index);
        drawn++;
      }
      void table.offsetHeight;
    };
    /** The first block whose bottom is below the view's top (`margin` px above it). */
    const firstInView = (margin: number) => {
      const top = scroller.getBoundingClientRect().top - margin;
      const all = bodies();
      for (let index = 0; index < all.length; index++) if (all[index]!.getBoundingClientRect().bottom >= top) return index;
      return 0;
    };

    /** A scroll that comes within `overscan` px of blocks that need drawing draws them (and the next, up to `batch`). */
    const drawInView = () => {
      if (!current.blocks.some((block) => !block.rows || block.stale)) return;
      const view = scroller.getBoundingClientRect();
      const all = bodies();
      for (let index = firstInView(overscan); index < current.blocks.length; index++) {
        const box = all[index]!.getBoundingClientRect();
        if (box.top > view.bottom + overscan) return;
        if (needs(index)) return drawBatch(index);
      }
    };

    /** When idle: a batch, from the view on. Batches rather than single blocks: each frame that paints new rows pays a fixed part too. */
    const idle = () => {
      current.cancel = null;
      if (!current.blocks.some((block) => !block.rows || block.stale)) return;
      drawBatch(firstInView(0));
      current.cancel = whenIdle(idle);
    };

    current.row = row;
    current.cancel?.();
    const list = bodies();
    if (current.key !== key || current.blocks.length !== Math.ceil(count / blockRows)) {
      // Other rows: the first blocks at once (at least `initial`, and enough to fill the view), then
      // their height for the spacers of the others.
      current.key = key;
      current.blocks = Array.from({ length: Math.ceil(count / blockRows) }, () => ({ rows: null, stale: false }));
      let drawn = 0;
      const bottom = () => Math.min(scroller.getBoundingClientRect().bottom, window.innerHeight);
      while (drawn < current.blocks.length && (drawn < initial || list[drawn - 1]!.getBoundingClientRect().bottom < bottom())) {
        draw(drawn++);
      }
      const rows = Math.min(count, drawn * blockRows);
      if (rows > 0) {
        const height = (list[drawn - 1]!.getBoundingClientRect().bottom - list[0]!.getBoundingClientRect().top) / rows;
        if (height > 0) current.rowHeight = height;
      }
      for (let index = drawn; index < current.blocks.length; index++) spacer(index, list[index]!);
    } else {
      // New data for the same rows: the blocks in view now (only their rows that changed), the others when idle.
      for (const block of current.blocks) if (block.rows) block.stale = true;
      const view = scroller.getBoundingClientRect();
      for (let index = firstInView(0); index < list.length && list[index]!.getBoundingClientRect().top < view.bottom; index++) {
        if (needs(index)) draw(index);
      }
    }
    current.cancel = whenIdle(idle);

    const onScroll = () => drawInView();
    // The keyboard walks on into the next block before it is reached: focus in a block draws the next.
    const onFocus = (event: FocusEvent) => {
      const body = event.target instanceof Element ? event.target.closest('tbody[data-block]') : null;
      const index = body ? Number(body.getAttribute('data-block')) : -1;
      const next = current.blocks[index + 1];
      if (next && (!next.rows || next.stale)) draw(index + 1);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    table.addEventListener('focusin', onFocus);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      table.removeEventListener('focusin', onFocus);
      current.cancel?.();
      current.cancel = null;
    };
  }, [scrollerRef, tableRef, count, key, row, columns, blockRows, initial, overscan, batch]);
}

/** A selector for the focused control in a row about to be replaced. */
function focusKey(element: Element | null): string | null {
  if (!(element instanceof HTMLElement)) return null;
  if (element.dataset.shift) return `[data-shift="${CSS.escape(element.dataset.shift)}"]`;
  const cell = element.closest<HTMLElement>('td[data-cell]')?.dataset.cell;
  if (cell) return `td[data-cell="${CSS.escape(cell)}"] button`;
  if (element.matches('a')) return 'a';
  return null;
}
