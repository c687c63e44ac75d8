import { formatMoney } from '@damages/contracts';
import { SENSITIVITY_EXHIBIT_WORDS as WORDS, type TornadoRow } from '../model/sensitivity-exhibit.ts';
import { formatChange } from '../tables/sensitivity-tables.tsx';
import { CHART_WIDTH, FUTURE_COLOR, PAST_COLOR } from './annual-loss-chart.tsx';

/** The step down's bar is light, the step up's dark, as the past and future are in the other exhibits. */
export const STEP_DOWN_COLOR = PAST_COLOR;
export const STEP_UP_COLOR = FUTURE_COLOR;

const LABEL_WIDTH = 170;
const ROW_HEIGHT = 34;
const BAR_HEIGHT = 12;
const TOP = 28;
const SIDE = 90;

/**
 * A tornado chart as plain SVG: one row an assumption, in the table's order (widest swing on top), a bar from
 * the total as calculated to each step's total, the base a vertical line. Drawn by hand rather than by recharts,
 * whose bar charts start their bars at zero, not at a base total.
 */
export function TornadoChart({ rows, base }: { rows: readonly TornadoRow[]; base: number }) {
  const totals = rows.flatMap((row) => [row.low?.total, row.high?.total]).filter((t): t is number => t !== undefined);
  const min = Math.min(base, ...totals);
  const max = Math.max(base, ...totals);
  const span = max - min || 1;
  const plot = CHART_WIDTH - LABEL_WIDTH - 2 * SIDE;
  const x = (total: number) => LABEL_WIDTH + SIDE + ((total - min) / span) * plot;
  const height = TOP + rows.length * ROW_HEIGHT + 18;
  const bar = (total: number, y: number, color: string, name: string) => {
    const from = Math.min(x(base), x(total));
    const width = Math.max(Math.abs(x(total) - x(base)), 1);
    const right = total >= base;
    return (
      <g>
        <rect x={from} y={y} width={width} height={BAR_HEIGHT} fill={color}>
          <title>{`${name}: ${formatMoney(total)} (${formatChange(total - base)})`}</title>
        </rect>
        <text x={right ? from + width + 4 : from - 4} y={y + BAR_HEIGHT - 2} fontSize={10} textAnchor={right ? 'start' : 'end'} fill="#222">
          {formatChange(total - base)}
        </text>
      </g>
    );
  };
  return (
    <svg
      role="img"
      aria-label={WORDS.chart(formatMoney(base))}
      width={CHART_WIDTH}
      height={height}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      // Wider than the space between a printed page's margins, it scales down rather than running past them.
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <rect x={LABEL_WIDTH} y={6} width={10} height={10} fill={STEP_DOWN_COLOR} />
      <text x={LABEL_WIDTH + 14} y={15} fontSize={11} fill="#222">
        {WORDS.stepDown}
      </text>
      <rect x={LABEL_WIDTH + 100} y={6} width={10} height={10} fill={STEP_UP_COLOR} />
      <text x={LABEL_WIDTH + 114} y={15} fontSize={11} fill="#222">
        {WORDS.stepUp}
      </text>
      {rows.map((row, index) => {
        const y = TOP + index * ROW_HEIGHT;
        return (
          <g key={row.key} data-assumption={row.key}>
            <text x={0} y={y + ROW_HEIGHT / 2 + 4} fontSize={12} fill="#222">
              {row.label}
            </text>
            {row.low && bar(row.low.total, y + 4, STEP_DOWN_COLOR, `${row.label} ${row.low.step}`)}
            {row.high && bar(row.high.total, y + 4 + BAR_HEIGHT + 2, STEP_UP_COLOR, `${row.label} ${row.high.step}`)}
          </g>
        );
      })}
      <text x={x(base)} y={height - 2} fontSize={10} textAnchor="middle" fill="#222">
        {WORDS.chartBase(formatMoney(base))}
      </text>
      <line x1={x(base)} x2={x(base)} y1={TOP - 4} y2={height - 14} stroke="#333d47" strokeWidth={1.5} />
    </svg>
  );
}
