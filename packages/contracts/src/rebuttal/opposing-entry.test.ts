import { describe, expect, it } from 'vitest';
import { opposingEntry, opposingEntryOf, opposingHeaderOf, type OpposingEntry } from './opposing-entry.ts';

const ENTRY: OpposingEntry = {
  author: '  Dr. Pat Quinn ',
  reportDate: '2025-04-02',
  lines: [
    { key: 'earnings', past: '$100,000', future: '500,000.25', total: '600,000.25' },
    { key: 'services', past: '', future: '', total: '50000.5' },
    { key: 'burial', past: '', future: '', total: '' },
  ],
  total: '650,000.75',
};

describe('the entry of the opposing report’s header', () => {
  it('reads dollars as their report prints them; a blank row is an element they do not state', () => {
    expect(opposingHeaderOf(opposingEntry.parse(ENTRY))).toEqual({
      author: 'Dr. Pat Quinn',
      reportDate: '2025-04-02',
      elements: [
        { key: 'earnings', past: 100000, future: 500000.25, total: 600000.25 },
        { key: 'services', total: 50000.5 },
      ],
      total: 650000.75,
    });
  });

  it('names the field of each refusal', () => {
    const result = opposingEntry.safeParse({
      ...ENTRY,
      reportDate: '2025-02-30',
      lines: [{ key: 'earnings', past: '100000.123', future: '5', total: '' }],
      total: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reportDate', 'Date of their report: enter the date their report bears'],
      ['lines.0.past', 'Loss of Earnings, their past: enter dollars to the cent, such as 1,234.56'],
      ['lines.0.total', 'Loss of Earnings, their total: enter it, since their past or future is entered'],
      ['total', 'Their total: enter dollars to the cent, such as 1,234.56'],
    ]);
  });

  it('shows a saved header back as it was entered, one row per line asked for', () => {
    const header = opposingHeaderOf(opposingEntry.parse(ENTRY));
    expect(opposingEntryOf(['earnings', 'medical'], header)).toEqual({
      author: 'Dr. Pat Quinn',
      reportDate: '2025-04-02',
      lines: [
        { key: 'earnings', past: '100000', future: '500000.25', total: '600000.25' },
        { key: 'medical', past: '', future: '', total: '' },
      ],
      total: '650000.75',
    });
  });
});
