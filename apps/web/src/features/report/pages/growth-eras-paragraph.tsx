import { growthErasText, type GrowthErasFigures } from '../model/growth-and-consumption-figures.ts';

interface GrowthErasParagraphProps {
  eras: GrowthErasFigures;
  /** What the incomes are called in the section: "pre-injury annual earnings", "annual incomes". */
  incomes: string;
  growth: { rate: number | undefined; name: string };
}

/** The incomes' own year and the two eras of growth, when the economist chose them; nothing otherwise. */
export function GrowthErasParagraph({ eras, incomes, growth }: GrowthErasParagraphProps) {
  const text = growthErasText(eras, incomes, growth);
  return text === undefined ? null : <p data-testid="growth-eras">{text}</p>;
}
