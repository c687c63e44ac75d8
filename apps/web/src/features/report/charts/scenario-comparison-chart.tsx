import { formatMoney } from '@damages/contracts';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import type { ScenarioComparison } from '../model/report-model.ts';
import { CHART_WIDTH, FUTURE_COLOR, PAST_COLOR } from './annual-loss-chart.tsx';

/** Total economic loss for each option of one selector group; the chosen option is dark. */
export function ScenarioComparisonChart({ comparison }: { comparison: ScenarioComparison }) {
  const height = 48 + comparison.bars.length * 40;
  return (
    <BarChart
      width={CHART_WIDTH}
      height={height}
      data={comparison.bars}
      layout="vertical"
      margin={{ top: 8, right: 96, bottom: 4, left: 12 }}
      accessibilityLayer={false}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="#d5d9de" />
      <XAxis type="number" tickFormatter={(value: number) => formatMoney(value)} tick={{ fontSize: 11, fill: '#333' }} />
      <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12, fill: '#222' }} />
      <Bar dataKey="total" name="Total economic loss" isAnimationActive={false} barSize={24}>
        {comparison.bars.map((bar) => (
          <Cell key={bar.label} fill={bar.selected ? FUTURE_COLOR : PAST_COLOR} />
        ))}
        <LabelList
          dataKey="total"
          position="right"
          formatter={(value: unknown) => formatMoney(Number(value))}
          style={{ fontSize: 12, fill: '#222' }}
        />
      </Bar>
    </BarChart>
  );
}
