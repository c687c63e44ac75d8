/**
 * Paths into a saved case's form data, written as the form and the plausibility warnings write
 * them: dotted keys with array positions, "medical.data.0.scenarios.1.growthRate". A pattern writes
 * `#` for any position, "medical.data.#.scenarios.#.growthRate", and names a field of every item.
 */

export type FormPath = string;

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The positions a path takes at a pattern's `#`s, or undefined when the path is not that field. */
export function matchPattern(pattern: string, path: FormPath): number[] | undefined {
  const want = pattern.split('.');
  const have = path.split('.');
  if (want.length !== have.length) return undefined;
  const positions: number[] = [];
  for (const [index, part] of want.entries()) {
    const segment = have[index] ?? '';
    if (part === '#' && /^\d+$/.test(segment)) positions.push(Number(segment));
    else if (part !== segment) return undefined;
  }
  return positions;
}

/** The path a pattern names at the given positions, in order: ("a.#.b", [2]) → "a.2.b". */
export function atPositions(pattern: string, positions: readonly number[]): FormPath {
  let next = 0;
  return pattern
    .split('.')
    .map((part) => (part === '#' ? String(positions[next++]) : part))
    .join('.');
}

/** Whether `path` is `ancestor` or lies inside it. */
export const isWithin = (path: FormPath, ancestor: FormPath): boolean => path === ancestor || path.startsWith(`${ancestor}.`);

/** The value at a path; undefined when any step is missing. */
export function valueAt(data: Json, path: FormPath): Json {
  let value = data;
  for (const segment of path.split('.')) {
    if (!isRecord(value) && !Array.isArray(value)) return undefined;
    value = (value as Record<string, Json>)[segment];
  }
  return value;
}

/**
 * A copy of `data` with the value at `path` replaced, or the key removed when `value` is undefined;
 * the objects on the way are copied, and made when missing (only a removal of nothing leaves them missing).
 */
export function withValueAt<T>(data: T, path: FormPath, value: Json): T {
  const [head = '', ...rest] = path.split('.');
  const container: Json = data;
  const copy: Record<string, Json> | Json[] = Array.isArray(container)
    ? [...(container as Json[])]
    : { ...(isRecord(container) ? container : {}) };
  const current = (copy as Record<string, Json>)[head];
  const next =
    rest.length === 0 ? value : current === undefined && value === undefined ? undefined : withValueAt(current, rest.join('.'), value);
  if (next === undefined && !Array.isArray(copy)) delete copy[head];
  else (copy as Record<string, Json>)[head] = next;
  return copy as T;
}

/** Absent and null both mean "none" in a saved case (an entered life expectancy's provenance is null or missing). */
const isNone = (value: Json) => value === undefined || value === null;

/**
 * The paths at which two values differ, as deep as both sides let us go: objects key by key,
 * arrays item by item when they are as long, otherwise the whole array. An object present on one
 * side only is one difference, unless `open(path)` says each of its keys is optional (a figure's
 * provenance, the valuation): then each of its keys is one.
 */
export function differingPaths(before: Json, after: Json, open: (path: FormPath) => boolean, path: FormPath = ''): FormPath[] {
  if (isNone(before) && isNone(after)) return [];
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  const descendable = (value: Json) => isRecord(value) || (isNone(value) && path !== '' && open(path));
  if (isRecord(before) || isRecord(after)) {
    if (!descendable(before) || !descendable(after)) return [path];
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.flatMap((key) => differingPaths(b[key], a[key], open, at(key)));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item: Json, index) => differingPaths(item, after[index], open, at(String(index))));
  if (Array.isArray(before) || Array.isArray(after)) {
    // A provenance list absent on one side is a list of nones: compare it item by item.
    const list = Array.isArray(before) ? before : (after as Json[]);
    if (open(path) && (isNone(before) || isNone(after)))
      return list.flatMap((_, index) =>
        differingPaths(
          Array.isArray(before) ? before[index] : undefined,
          Array.isArray(after) ? after[index] : undefined,
          open,
          at(String(index)),
        ),
      );
    return [path];
  }
  return Object.is(before, after) || (isNone(before) && isNone(after)) ? [] : [path];
}
