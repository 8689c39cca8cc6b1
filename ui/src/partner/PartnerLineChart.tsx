import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';
import { wonText } from './partner-format.js';

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  /** One whole-won value per x label. */
  readonly values: readonly number[];
}

export interface PartnerLineChartProps {
  readonly title: string;
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries[];
}

const W = 1200;
const H = 300;
const PAD = { left: 84, right: 16, top: 16, bottom: 32 };
const TICKS = 4;

/** A step of 1, 2 or 5 times a power of ten that covers `span` in TICKS steps (whole won). */
export function niceStep(span: number): number {
  const raw = Math.max(1, Math.ceil(span / TICKS));
  let power = 1;
  while (power * 10 <= raw) power *= 10;
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** The y range: from the lowest value (or 0) down, to the highest (or 0) up, in whole steps. */
export function chartScale(values: readonly number[]): { min: number; max: number; step: number } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const step = niceStep(hi - lo);
  const min = Math.floor(lo / step) * step;
  const max = Math.max(min + step, Math.ceil(hi / step) * step);
  return { min, max, step };
}

const Frame = styled.figure`
  margin: 0 0 12px;
  max-width: 1200px;
  & svg {
    display: block;
    width: 100%;
    height: auto;
  }
  & text {
    fill: ${color('textMuted')};
    font-size: 12px;
  }
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 6px;
  font-size: 13px;
  & i {
    display: inline-block;
    width: 12px;
    height: 3px;
    margin-right: 4px;
    vertical-align: middle;
  }
`;

/** Pure: lines of whole-won values over days, drawn as inline SVG (no chart library). */
export function PartnerLineChart({ title, labels, series }: PartnerLineChartProps) {
  const all = series.flatMap((s) => s.values);
  const { min, max, step } = chartScale(all);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number): number => PAD.left + (labels.length <= 1 ? plotW / 2 : (i * plotW) / (labels.length - 1));
  const y = (v: number): number => PAD.top + ((max - v) * plotH) / (max - min);
  const ticks: number[] = [];
  for (let v = min; v <= max; v += step) ticks.push(v);
  const every = Math.max(1, Math.ceil(labels.length / 8));
  return (
    <Frame>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} data-testid="partner-chart">
        <title>{title}</title>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={v === 0 ? 0.5 : 0.15} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
              {wonText(v)}
            </text>
          </g>
        ))}
        {labels.map((label, i) =>
          i % every === 0 || i === labels.length - 1 ? (
            <text key={label} x={x(i)} y={H - 10} textAnchor="middle">
              {label.slice(5)}
            </text>
          ) : null,
        )}
        {series.map((s) => (
          <g key={s.key} data-testid={`partner-chart-${s.key}`}>
            <polyline fill="none" stroke={s.color} strokeWidth={2} points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
            {s.values.map((v, i) => (
              <circle key={labels[i]} cx={x(i)} cy={y(v)} r={3} fill={s.color}>
                <title>{`${labels[i]} ${s.label} ${wonText(v)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <Legend>
        {series.map((s) => (
          <span key={s.key}>
            <i style={{ background: s.color }} />
            {s.label}
          </span>
        ))}
      </Legend>
    </Frame>
  );
}
