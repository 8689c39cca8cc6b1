import { useEffect, useRef } from 'react';
import { styled, useTheme } from 'styled-components';
import uPlot from 'uplot';
import { compactKorean } from './chart-format.js';

/** One charted line: its name (legend), colour and a value per day. */
export interface DashboardChartSeries {
  readonly label: string;
  readonly color: string;
  readonly values: readonly number[];
}

export interface DashboardChartProps {
  readonly title: string;
  /** One label per day ('MM-DD'). */
  readonly labels: readonly string[];
  readonly series: readonly DashboardChartSeries[];
}

const HEIGHT_PX = 240;

/** uPlot's own layout rules (from its stylesheet): the site has no global CSS, so they live here. */
const ChartBox = styled.div`
  width: 100%;
  min-width: 0;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis,
  .u-select,
  .u-cursor-x,
  .u-cursor-y,
  .u-cursor-pt {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-cursor-x,
  .u-cursor-y {
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed #607d8b;
  }
  .u-cursor-pt {
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
  }
  .u-off {
    display: none;
  }
`;

/**
 * A line chart of the dashboard's 30 days, drawn by uPlot on a canvas (no eval, no inline script:
 * it runs under the site's CSP) and resized with its box, so it fits a 425 px phone. The legend
 * is the page's own (uPlot's is off). Loaded lazily with the dashboard only (AdminDashboardPage).
 */
export default function DashboardChart({ title, labels, series }: DashboardChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // Canvas colours cannot come from CSS: the site theme's muted text and border colours are read here.
  const { colors } = useTheme();
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const data: uPlot.AlignedData = [labels.map((_, i) => i), ...series.map((s) => [...s.values])];
    const axis = { stroke: colors.textMuted, grid: { stroke: colors.border, width: 1 }, ticks: { show: false }, font: '11px sans-serif' };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT_PX,
        legend: { show: false },
        scales: { x: { time: false } },
        axes: [
          { ...axis, values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
          { ...axis, size: 48, values: (_u, splits) => splits.map(compactKorean) },
        ],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: false } }))],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT_PX }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, colors.textMuted, colors.border]);
  return <ChartBox ref={box} role="img" aria-label={title} data-testid="dashboard-chart" />;
}
