/**
 * Rounds to `decimals` places by the exact binary value of `value`, ties to even:
 * the same answer as Python's `round(value, decimals)`, so that an independent
 * implementation of the methodology agrees with ours to the cent. `Math.round(x * 100) / 100`
 * does not: the multiplication itself rounds (1.005 * 100 = 100.49999999999999).
 */
export function roundHalfEven(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  // Tables round thousands of cells a request; a lookup beats a power each time.
  const scale = SCALES[decimals] ?? 10 ** decimals;
  const scaled = value * scale;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  // Far from a tie the scaled product is accurate enough; near one, decide on the exact value.
  if (Math.abs(fraction - 0.5) > 1e-6) {
    const rounded = (fraction < 0.5 ? floor : floor + 1) / scale;
    return rounded === 0 ? 0 : rounded;
  }
  return exactRound(value, decimals);
}

const SCALES = [1, 10, 100, 1e3, 1e4, 1e5, 1e6];

function exactRound(value: number, decimals: number): number {
  const negative = value < 0;
  // toFixed works on the exact binary value; 30 extra digits show whether it is a true tie.
  const digits = Math.abs(value).toFixed(Math.min(100, decimals + 30));
  const point = digits.indexOf('.');
  const kept = digits.slice(0, point + 1 + decimals);
  const rest = digits.slice(point + 1 + decimals);
  let result = Number(kept.endsWith('.') ? kept.slice(0, -1) : kept);
  const half = '5'.padEnd(rest.length, '0');
  const unit = 10 ** -decimals;
  if (rest > half) result += unit;
  else if (rest === half) {
    const lastDigit = Number(kept.replace('.', '').slice(-1));
    if (lastDigit % 2 === 1) result += unit;
  }
  result = Number(result.toFixed(decimals));
  return negative && result !== 0 ? -result : result;
}
