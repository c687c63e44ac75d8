import { formatMoney } from '@damages/contracts';
import { Bar, BarChart, CartesianGrid, Legend, XAxis, YAxis } from 'recharts';
import type { AnnualLossSeries } from '../model/report-model.ts';

export const CHART_WIDTH = 640;
export const PAST_COLOR = '#9aa5b1';
export const FUTURE_COLOR = '#1f4e79';

/** Annual loss by calendar year, past and future stacked; SVG without animation so it prints as drawn. */
export function AnnualLossChart({ series }: { series: AnnualLossSeries }) {
  const hasPast = series.points.some((p) => p.past !== 0);
  const hasFuture = series.points.some((p) => p.future !== 0);
  return (
    <BarChart
      width={CHART_WIDTH}
      height={260}
      data={series.points}
      margin={{ top: 8, right: 12, bottom: 4, left: 12 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d5d9de" />
      <XAxis dataKey="year" tick={{ fontSize: 11, fill: '#333' }} interval="preserveStartEnd" minTickGap={8} />
      <YAxis tickFormatter={(value: number) => formatMoney(value)} tick={{ fontSize: 11, fill: '#333' }} width={78} />
      <Legend
        verticalAlign="top"
        height={24}
        iconType="square"
        itemSorter={null}
        wrapperStyle={{ fontSize: 12 }}
        formatter={(value: string) => <span style={{ color: '#222' }}>{value}</span>}
      />
      {hasPast && <Bar dataKey="past" name="Past loss" stackId="loss" fill={PAST_COLOR} isAnimationActive={false} />}
      {hasFuture && <Bar dataKey="future" name="Future loss" stackId="loss" fill={FUTURE_COLOR} isAnimationActive={false} />}
    </BarChart>
  );
}
