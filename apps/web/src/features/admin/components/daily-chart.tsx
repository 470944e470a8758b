import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OverviewDay } from '../types.ts';

interface DailyChartProps {
  series: OverviewDay[];
  revenueLabel: string;
  readingsLabel: string;
}

const HEIGHT = 200;

/** Revenue (bars) and readings (line) per day, drawn by uPlot; as wide as its card. */
export function DailyChart({ series, revenueLabel, readingsLabel }: DailyChartProps) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    const x = series.map((d) => Date.parse(`${d.date}T00:00:00+07:00`) / 1000);
    const dark = document.documentElement.classList.contains('dark');
    const axis = {
      stroke: dark ? '#c7d2fe' : '#475569',
      grid: { stroke: dark ? '#312e81' : '#e2e8f0' },
    };
    const chart = new uPlot(
      {
        width: Math.max(node.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: true }, readings: { auto: true } },
        axes: [
          axis,
          { ...axis, size: 56 },
          { ...axis, side: 1, scale: 'readings', grid: { show: false } },
        ],
        series: [
          {},
          {
            label: revenueLabel,
            stroke: '#b45309',
            fill: 'rgba(245, 158, 11, 0.45)',
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
          },
          {
            label: readingsLabel,
            stroke: dark ? '#a5b4fc' : '#3730a3',
            width: 2,
            scale: 'readings',
          },
        ],
      },
      [x, series.map((d) => d.revenueThb), series.map((d) => d.readings)],
      node,
    );
    const resize = () => chart.setSize({ width: Math.max(node.clientWidth, 280), height: HEIGHT });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [series, revenueLabel, readingsLabel]);

  // uPlot's own legend sets a font without Thai letters: the legend is ours.
  return (
    <div aria-hidden="true" className="space-y-2">
      <div ref={holder} className="w-full overflow-hidden" />
      <p className="flex flex-wrap justify-center gap-4 text-xs">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-amber-500/60 ring-1 ring-amber-700" />
          {revenueLabel}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-indigo-800 dark:bg-indigo-300" />
          {readingsLabel}
        </span>
      </p>
    </div>
  );
}
