import { FONT_KEY, readJson, writeJson } from '../../../lib/storage.ts';

/**
 * The report fonts of spec §3. Families that are not free to bundle fall back to
 * metric-compatible open fonts shipped with the app (Arimo, Tinos, Cousine,
 * EB Garamond, Dancing Script), so the printed report looks the same everywhere.
 */
export const FONT_OPTIONS = [
  { label: 'Arial', family: 'Arial, Arimo, sans-serif' },
  { label: 'Inter', family: "Inter, 'Helvetica Neue', sans-serif" },
  { label: 'Nunito Sans', family: "'Nunito Sans', sans-serif" },
  { label: 'Open Sans', family: "'Open Sans', sans-serif" },
  { label: 'Roboto', family: 'Roboto, sans-serif' },
  { label: 'Times New Roman', family: "'Times New Roman', Tinos, serif" },
  { label: 'Garamond', family: "Garamond, 'EB Garamond', serif" },
  { label: 'Courier New', family: "'Courier New', Cousine, monospace" },
  { label: 'Brush Script MT', family: "'Brush Script MT', 'Dancing Script', cursive" },
] as const;

export type FontLabel = (typeof FONT_OPTIONS)[number]['label'];
const DEFAULT_FONT: FontLabel = 'Arial';

export function isFontLabel(value: unknown): value is FontLabel {
  return FONT_OPTIONS.some((option) => option.label === value);
}

export function fontFamily(label: FontLabel): string {
  return FONT_OPTIONS.find((option) => option.label === label)!.family;
}

/** The saved font (local storage key 'font'), Arial by default. */
export function readFont(): FontLabel {
  const stored = readJson<unknown>(FONT_KEY) ?? localStorage.getItem(FONT_KEY);
  return isFontLabel(stored) ? stored : DEFAULT_FONT;
}

export function writeFont(label: FontLabel): void {
  writeJson(FONT_KEY, label);
}
