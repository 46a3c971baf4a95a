// A chart of counts drawn by uPlot (a canvas; ~23 KB gzip, loaded only with this screen), in the
// theme's colours (read from the legend's swatches, so light and dark come from Tailwind), as wide
// as its container, with its x labels in the app's language and a legend with the numbers of the
// day or month pointed at (the last one otherwise). The canvas is hidden from assistive technology:
// each chart's figure carries a table of the same numbers (ChartTable).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useFormat } from '../../../lib/format';
import { useIsDark } from '../../../lib/theme';
import { COUNT_STEPS, niceCeil } from '../lib/usage';

/** Series colours: the swatch classes of the legend, which the canvas copies. */
const TONES = {
  primary: 'bg-primary-600 dark:bg-primary-400',
  sky: 'bg-sky-600 dark:bg-sky-400',
  emerald: 'bg-emerald-600 dark:bg-emerald-400',
  violet: 'bg-violet-600 dark:bg-violet-400',
  stone: 'bg-stone-400 dark:bg-stone-500',
} as const;

export type ChartSeries = {
  label: string;
  /** One value per x position; null where the series has none (drawn as nothing). */
  values: readonly (number | null)[];
  tone: keyof typeof TONES;
  /** Drawn dashed and lighter (a provisional month). */
  provisional?: boolean;
};

type UsageChartProps = {
  /** A short label per x position ('5 Nov'), shown on the axis. */
  ticks: readonly string[];
  /** A full label per x position ('5 November 2026'), shown above the legend. */
  names: readonly string[];
  series: readonly ChartSeries[];
  kind: 'lines' | 'bars';
  height?: number;
};

/** A CSS colour (oklch and the like) as rgba with an alpha, through a 1×1 canvas. */
function withAlpha(color: string, alpha: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return color;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export function UsageChart({ ticks, names, series, kind, height = 220 }: UsageChartProps) {
  const { i18n } = useTranslation();
  const format = useFormat();
  const dark = useIsDark();
  const box = useRef<HTMLDivElement>(null);
  const swatches = useRef<(HTMLSpanElement | null)[]>([]);
  const axisInk = useRef<HTMLSpanElement>(null);
  const gridInk = useRef<HTMLSpanElement>(null);
  const [active, setActive] = useState<number | null>(null);
  const last = ticks.length - 1;
  const shown = active ?? last;

  // (Re)built when the numbers, the language or the theme change: 30 points draw in a few ms.
  useEffect(() => {
    const target = box.current;
    if (!target || ticks.length === 0) return;
    const colours = series.map((
      _,
      index,
    ) => (swatches.current[index] ? getComputedStyle(swatches.current[index]).backgroundColor : '#888'));
    const axis = axisInk.current ? getComputedStyle(axisInk.current).color : '#666';
    const grid = gridInk.current ? getComputedStyle(gridInk.current).color : '#ddd';
    const font = `12px ${getComputedStyle(target).fontFamily}`;
    const top = niceCeil(Math.max(0, ...series.flatMap((line) => line.values.map((value) => value ?? 0))));
    const bars = kind === 'bars' ? uPlot.paths.bars?.({ size: [0.6, 56], gap: 2 }) : undefined;

    const options: uPlot.Options = {
      width: Math.max(200, target.clientWidth),
      height,
      legend: { show: false },
      cursor: { y: false, drag: { x: false, y: false }, points: { size: 8 } },
      scales: {
        x: { time: false, range: () => (kind === 'bars' ? [-0.5, last + 0.5] : [0, Math.max(1, last)]) },
        y: { range: () => [0, top] },
      },
      axes: [
        {
          stroke: axis,
          font,
          gap: 4,
          size: 30,
          grid: { show: false },
          ticks: { stroke: grid, size: 4 },
          space: kind === 'bars' ? 36 : 52,
          incrs: [1, 2, 3, 5, 7, 10, 14],
          values: (_, splits) => splits.map((index) => (Number.isInteger(index) ? (ticks[index] ?? '') : '')),
        },
        {
          stroke: axis,
          font,
          gap: 6,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          incrs: COUNT_STEPS,
          space: 32,
          values: (_, splits) => splits.map((value) => format.number(value)),
          // As wide as its longest number.
          size: (self, values) => {
            if (!values?.length) return 40;
            self.ctx.font = font;
            return Math.ceil(Math.max(...values.map((text) => self.ctx.measureText(text).width))) + 16;
          },
        },
      ],
      series: [
        {},
        ...series.map(
          (line, index): uPlot.Series => ({
            label: line.label,
            stroke: colours[index],
            width: kind === 'bars' ? 1 : 2,
            fill: withAlpha(colours[index]!, kind === 'bars' ? (line.provisional ? 0.25 : 0.85) : 0.1),
            dash: line.provisional ? [5, 3] : undefined,
            paths: bars,
            points: { show: kind === 'lines', size: 5, fill: colours[index] },
          }),
        ),
      ],
      hooks: { setCursor: [(self) => setActive(self.cursor.idx ?? null)] },
    };
    const data: uPlot.AlignedData = [ticks.map((_, index) => index), ...series.map((line) => [...line.values])];
    const chart = new uPlot(options, data, target);
    const resized = new ResizeObserver(() => {
      const width = Math.max(200, target.clientWidth);
      if (width !== chart.width) chart.setSize({ width, height });
    });
    resized.observe(target);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
    // The inputs are props made anew by each render of the page; their content is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify([ticks, series]), kind, height, dark, i18n.resolvedLanguage]);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {/* The canvas; its numbers are in the figure's table. */}
      <div ref={box} className="w-full min-w-0 overflow-hidden" aria-hidden="true" data-testid="usage-chart" />
      <span ref={axisInk} className="hidden text-stone-600 dark:text-stone-400" />
      <span ref={gridInk} className="hidden text-stone-200 dark:text-stone-800" />
      <Legend title={names[shown] ?? ''}>
        {series.map((line, index) => (
          <li key={line.label} className="flex items-center gap-2">
            <span
              ref={(element) => {
                swatches.current[index] = element;
              }}
              className={`inline-block size-3 shrink-0 rounded-sm ${TONES[line.tone]} ${line.provisional ? 'opacity-50' : ''}`}
            />
            <span className="text-stone-600 dark:text-stone-400">{line.label}</span>
            <span className="font-semibold tabular-nums">{line.values[shown] == null ? '—' : format.number(line.values[shown]!)}</span>
          </li>
        ))}
      </Legend>
    </div>
  );
}

function Legend({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="text-sm">
      <p id={id} className="font-medium">
        {title}
      </p>
      <ul aria-labelledby={id} className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {children}
      </ul>
    </div>
  );
}
