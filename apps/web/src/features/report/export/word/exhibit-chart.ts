import { formatMoney } from '@damages/contracts';
import { ChartRun } from 'docx/charts';
import type { ReportData } from '../../model/select-report-data.ts';
import { FUTURE_COLOR, PAST_COLOR } from '../../charts/annual-loss-chart.tsx';
import { exhibitId } from '../../charts/exhibit-id.ts';
import { STEP_DOWN_COLOR, STEP_UP_COLOR } from '../../charts/tornado-chart.tsx';
import { SENSITIVITY_EXHIBIT_WORDS } from '../../model/sensitivity-exhibit.ts';

/**
 * An exhibit of the report as a native Word chart, drawn by Word from the same
 * series the screen's chart draws (the report model's `annualLoss` and
 * `comparisons`), so the Word report has its exhibits, not bare titles, and an
 * economist can restyle them or open their data in Excel. `id` is the printed
 * figure's `data-exhibit`: "annual:<key>", "comparison:<key>" or "sensitivity".
 */

const hex = (color: string) => color.replace('#', '').toUpperCase();
const SIZE = { width: 600, height: 260 };
const DOLLARS = '$#,##0';

export function exhibitChart(data: ReportData, id: string): ChartRun | null {
  const annual = data.annualLoss.find((series) => exhibitId.annual(series.key) === id);
  if (annual && annual.points.length > 0) {
    const series = [
      { name: 'Past loss', values: annual.points.map((p) => p.past), color: hex(PAST_COLOR) },
      { name: 'Future loss', values: annual.points.map((p) => p.future), color: hex(FUTURE_COLOR) },
    ].filter((s) => s.values.some((v) => v !== 0));
    if (series.length === 0) return null;
    return new ChartRun({
      type: 'column',
      stacking: 'stacked',
      overlap: 100,
      categories: annual.points.map((p) => String(p.year)),
      series,
      legend: { position: 'top' },
      valueAxis: { numberFormat: DOLLARS },
      transformation: SIZE,
      altText: { name: annual.title, description: `${annual.title} by year, before discounting`, title: annual.title },
    });
  }
  const comparison = data.comparisons.find((c) => exhibitId.comparison(c.key) === id);
  if (comparison && comparison.bars.length > 0)
    return new ChartRun({
      type: 'bar',
      categories: comparison.bars.map((bar) => bar.label),
      series: [
        {
          name: 'Total economic loss',
          values: comparison.bars.map((bar) => bar.total),
          color: hex(PAST_COLOR),
          // The scenario the report's totals use stands out, as on screen.
          colors: comparison.bars.map((bar) => (bar.selected ? hex(FUTURE_COLOR) : undefined)),
        },
      ],
      legend: false,
      valueAxis: { numberFormat: DOLLARS },
      dataLabels: { value: true, numberFormat: DOLLARS },
      transformation: SIZE,
      altText: { name: comparison.title, description: comparison.title, title: comparison.title },
    });
  const sensitivity = data.sensitivity;
  if (id === exhibitId.sensitivity && sensitivity.state === 'computed' && sensitivity.rows.length > 0) {
    // A tornado as Word draws one: each step's change from the total as calculated, one bar a step from zero (the
    // base), so a bar runs left or right of it; Word lists a bar chart's categories bottom up, so the widest swing goes last.
    const rows = [...sensitivity.rows].reverse();
    const words = SENSITIVITY_EXHIBIT_WORDS;
    return new ChartRun({
      type: 'bar',
      categories: rows.map((row) => row.label),
      series: [
        { name: words.stepDown, values: rows.map((row) => row.low?.change ?? null), color: hex(STEP_DOWN_COLOR) },
        { name: words.stepUp, values: rows.map((row) => row.high?.change ?? null), color: hex(STEP_UP_COLOR) },
      ],
      legend: { position: 'top' },
      valueAxis: { numberFormat: '+$#,##0;-$#,##0;$0' },
      transformation: SIZE,
      altText: { name: words.title, description: words.chart(formatMoney(sensitivity.base.total)), title: words.chartCaption },
    });
  }
  return null;
}
