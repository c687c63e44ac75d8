import { formatMoneyCents, REBUTTAL_REPORT_WORDS } from '@damages/contracts';
import type { RebuttalWaterfall } from '../model/rebuttal.ts';
import { CHART_WIDTH, FUTURE_COLOR, PAST_COLOR } from './annual-loss-chart.tsx';

/** A step that raises the total, one that lowers it. */
const UP_COLOR = '#2e7d32';
const DOWN_COLOR = '#b23b3b';
const ROW = 28;
const LABEL_WIDTH = 250;
const AMOUNT_WIDTH = 120;

/**
 * The waterfall from their total to ours, drawn as plain SVG so print and the screen show the same
 * bars: their total and ours as bars from the axis's start, each step a bar floating from the total
 * before it to the total after it. The axis starts just below the lowest total, so the steps stay
 * visible beside totals many times larger. Its accessible name lists every bar with its amount.
 */
export function WaterfallChart({ waterfall, from, to }: { waterfall: RebuttalWaterfall; from: string; to: string }) {
  const { start, steps, end } = waterfall;
  const levels = [start, end, ...steps.map((step) => step.runningTotal)];
  const low = Math.min(...levels);
  const high = Math.max(...levels);
  const pad = Math.max((high - low) * 0.15, Math.abs(high) * 0.01, 1);
  const axisLow = low >= 0 ? Math.max(0, low - pad) : low - pad;
  const axisHigh = high + pad * 0.2;
  const plotWidth = CHART_WIDTH - LABEL_WIDTH - AMOUNT_WIDTH;
  const x = (dollars: number) => LABEL_WIDTH + ((dollars - axisLow) / (axisHigh - axisLow)) * plotWidth;
  const bars = [
    { label: from, amount: start, from: axisLow, to: start, color: PAST_COLOR, total: true },
    ...steps.map((step) => ({
      label: step.label,
      amount: step.amount,
      from: step.runningTotal - step.amount,
      to: step.runningTotal,
      color: step.amount >= 0 ? UP_COLOR : DOWN_COLOR,
      total: false,
    })),
    { label: to, amount: end, from: axisLow, to: end, color: FUTURE_COLOR, total: true },
  ];
  const height = bars.length * ROW + 8;
  const name = REBUTTAL_REPORT_WORDS.waterfallChartName(bars.map((bar) => `${bar.label} ${formatMoneyCents(bar.amount)}`));
  return (
    <svg
      role="img"
      aria-label={name}
      width={CHART_WIDTH}
      height={height}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      data-testid="waterfall-chart"
    >
      {bars.map((bar, index) => {
        const y = 4 + index * ROW;
        const left = x(Math.min(bar.from, bar.to));
        const width = Math.max(Math.abs(x(bar.to) - x(bar.from)), 1);
        return (
          <g key={`${index}-${bar.label}`}>
            <text x={LABEL_WIDTH - 8} y={y + ROW / 2 + 4} textAnchor="end" fontSize={11} fill="#222">
              {bar.label.length > 44 ? `${bar.label.slice(0, 43)}…` : bar.label}
            </text>
            <rect x={left} y={y + 4} width={width} height={ROW - 8} fill={bar.color} />
            {index < bars.length - 1 && (
              <line x1={x(bar.to)} x2={x(bar.to)} y1={y + ROW - 4} y2={y + ROW + 4} stroke="#666" strokeDasharray="2 2" />
            )}
            <text
              x={CHART_WIDTH - 4}
              y={y + ROW / 2 + 4}
              textAnchor="end"
              fontSize={11}
              fontWeight={bar.total ? 'bold' : 'normal'}
              fill="#222"
            >
              {formatMoneyCents(bar.amount)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
