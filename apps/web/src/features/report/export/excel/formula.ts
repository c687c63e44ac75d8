import { roundHalfEven } from '@damages/engine';

/**
 * A spreadsheet formula together with the value the engine computes for it.
 * Each operation is written in the engine's order of operations, so the value
 * here is the engine's double bit for bit and a spreadsheet evaluating the
 * formula in IEEE doubles gets the same number (up to the last bit of POWER).
 */
export interface Expr {
  /** The value, computed as the engine does. */
  v: number;
  /** The formula text, without the leading "=". */
  f: string;
}

/** A literal: only short decimals (1, 2, 365.25) are ever written. */
export const lit = (v: number): Expr => ({ v, f: String(v) });
/** A cell holding `v`, e.g. "Assumptions!$B$7" or "J12". */
export const ref = (address: string, v: number): Expr => ({ v, f: address });
export const add = (a: Expr, b: Expr): Expr => ({ v: a.v + b.v, f: `(${a.f}+${b.f})` });
export const sub = (a: Expr, b: Expr): Expr => ({ v: a.v - b.v, f: `(${a.f}-${b.f})` });
export const mul = (a: Expr, b: Expr): Expr => ({ v: a.v * b.v, f: `(${a.f}*${b.f})` });
export const div = (a: Expr, b: Expr): Expr => ({ v: a.v / b.v, f: `(${a.f}/${b.f})` });
export const neg = (a: Expr): Expr => ({ v: -a.v, f: `(-${a.f})` });
export const pow = (a: Expr, b: Expr): Expr => ({ v: a.v ** b.v, f: `POWER(${a.f},${b.f})` });
export const max = (a: Expr, b: Expr): Expr => ({ v: Math.max(a.v, b.v), f: `MAX(${a.f},${b.f})` });
/** Sum, left to right, as the engine's loops add: ((a + b) + c) + … */
export const sum = (terms: readonly Expr[]): Expr => terms.reduce((total, term) => add(total, term));

/**
 * A cell the methodology rounds where a tie could come out differently: the
 * engine rounds half to even on the exact binary value, spreadsheet ROUND
 * rounds half away from zero (and LibreOffice and Excel first snap the value to
 * about 15 significant digits). Within a millionth of a unit of the last kept
 * digit of a tie, the formula adds a nudge of 10^-(decimals+4) towards the
 * engine's answer, so the spreadsheet gives the engine's figure; every such
 * cell is listed.
 */
export interface RoundingNote {
  sheet: string;
  cell: string;
  column: string;
  exact: number;
  engine: number;
  /** What a plain ROUND would most likely give (half away from zero on 15 significant digits). */
  plainRound: number;
  /** Whether the plain ROUND differs from the engine. */
  differs: boolean;
}

const halfAwayFromZero = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  const snapped = Number(Math.abs(value).toPrecision(15)) * scale;
  const rounded = Math.floor(Number(snapped.toPrecision(15)) + 0.5) / scale;
  return value < 0 ? -rounded : rounded;
};

export interface RoundedFormula {
  formula: string;
  value: number;
  /** Present when the value is within a millionth of a unit of a tie. */
  nearTie?: { exact: number; engine: number; plainRound: number; differs: boolean };
}

/** ROUND(cell, decimals) as the engine rounds (see RoundingNote). */
export function roundAsEngine(exact: Expr, decimals: number): RoundedFormula {
  const engine = roundHalfEven(exact.v, decimals);
  const scaled = Math.abs(exact.v) * 10 ** decimals;
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) > 1e-6) return { formula: `ROUND(${exact.f},${decimals})`, value: engine };
  const plainRound = halfAwayFromZero(exact.v, decimals);
  const towardZero = Math.abs(engine) < Math.abs(exact.v);
  const up = exact.v >= 0 ? !towardZero : towardZero;
  const nudge = `${up ? '+' : '-'}1E-${decimals + 4}`;
  return {
    formula: `ROUND(${exact.f}${nudge},${decimals})`,
    value: engine,
    nearTie: { exact: exact.v, engine, plainRound, differs: plainRound !== engine },
  };
}

/** A sheet's name as a formula quotes it: 'A-1'. */
export const quoteSheet = (name: string) => `'${name.replace(/'/g, "''")}'`;

/** Whole dollars of a cell exact to the cent: ROUND to the cent first (removes the SUM's binary noise), then to the dollar, half away from zero (methodology §10). */
export const wholeDollarsOf = (formula: string) => `ROUND(ROUND(${formula},2),0)`;

/** Column letters of a 1-based column number: 1 → A, 27 → AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Days from 1899-12-30 (the spreadsheet epoch) to 1970-01-01: an epoch day + this = a date serial. */
export const SERIAL_OF_EPOCH = 25569;
