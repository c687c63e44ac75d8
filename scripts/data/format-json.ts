type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Items per line; `first` puts fewer on the first line (a monthly series starting in March: 10, then 12). */
export type Wrap = number | { first: number; per: number };

/**
 * Deterministic, diff-friendly JSON: objects one key per line (all-number objects on one line); arrays
 * of arrays one inner array per line; flat arrays on one line unless `wrap[key]` gives how many items
 * go on each line (e.g. 12 monthly values = one calendar year per line). One-line arrays have no
 * spaces: the Treasury table has ~9,000 rows. Key order is the order the builder inserted them.
 */
export function formatJson(value: unknown, wrap: Record<string, Wrap> = {}): string {
  return `${format(value as Json, '', undefined, wrap)}\n`;
}

function format(value: Json, indent: string, key: string | undefined, wrap: Record<string, Wrap>): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(Array.isArray)) return `[\n${value.map((row) => inner + compact(row)).join(',\n')}\n${indent}]`;
    const rule = key === undefined ? undefined : wrap[key];
    const { first, per } = typeof rule === 'number' ? { first: rule, per: rule } : (rule ?? { first: 0, per: 0 });
    if (!per || !first) return compact(value);
    const lines: string[] = [];
    for (let i = 0; i < value.length; i += i === 0 ? first : per) {
      lines.push(
        inner +
          value
            .slice(i, i + (i === 0 ? first : per))
            .map(compact)
            .join(', '),
      );
    }
    return `[\n${lines.join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    if (entries.every(([, v]) => typeof v === 'number')) {
      return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${compact(v)}`).join(', ')} }`;
    }
    const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner, k, wrap)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return compact(value);
}

function compact(value: Json): string {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`cannot write ${value} to JSON`);
  if (Array.isArray(value)) return `[${value.map(compact).join(',')}]`;
  if (value !== null && typeof value === 'object') throw new Error('objects inside one-line arrays are not supported');
  return JSON.stringify(value);
}
