import { parseCsv, withHeader } from './csv.ts';

interface Equation {
  intercept: number;
  slope: number;
}
type FamilySize = '1' | '2' | '3' | '4' | '5+';
export interface ConsumptionEquations {
  '1': { high: Equation; low: Equation };
  '2': Equation;
  '3': Equation;
  '4': Equation;
  '5+': Equation;
}

const FAMILY_SIZES: readonly FamilySize[] = ['1', '2', '3', '4', '5+'];

/**
 * The Patton-Nelson (1998 update) transcription: block 1 is labelled "Adult Males"; block 2's label is
 * cut off in the excerpt and, by the layout of the original tables, taken to be adult females.
 */
export function parsePattonNelsonCsv(text: string): { male: ConsumptionEquations; female: ConsumptionEquations } {
  const { body, column } = withHeader(parseCsv(text));
  const [block, size, variant, intercept, slope] = ['block_as_printed', 'family_size', 'variant', 'intercept', 'slope'].map(column) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const found = { male: new Map<string, Equation>(), female: new Map<string, Equation>() };

  for (const [r, cells] of body.entries()) {
    const where = `Patton-Nelson CSV line ${r + 2}`;
    const blockNumber = /^\s*(\d+)/.exec(cells[block] ?? '')?.[1];
    const sex = blockNumber === '1' ? 'male' : blockNumber === '2' ? 'female' : undefined;
    if (!sex) throw new Error(`${where}: unknown block "${cells[block]}"`);
    const familySize = (cells[size] ?? '').trim().replace(/^5 or more$/, '5+');
    if (!(FAMILY_SIZES as readonly string[]).includes(familySize)) throw new Error(`${where}: unknown family size "${cells[size]}"`);
    const v = (cells[variant] ?? '').trim().toLowerCase();
    if (familySize === '1' ? v !== 'high' && v !== 'low' : v !== '') throw new Error(`${where}: unexpected variant "${cells[variant]}"`);
    const equation = { intercept: Number(cells[intercept]), slope: Number(cells[slope]) };
    if (!Number.isFinite(equation.intercept) || !Number.isFinite(equation.slope)) throw new Error(`${where}: coefficients are not numbers`);
    const key = v ? `${familySize}/${v}` : familySize;
    if (found[sex].has(key)) throw new Error(`${where}: ${sex} ${key} appears twice`);
    found[sex].set(key, equation);
  }

  const assemble = (sex: 'male' | 'female'): ConsumptionEquations => {
    const get = (key: string) => {
      const equation = found[sex].get(key);
      if (!equation) throw new Error(`Patton-Nelson CSV has no ${sex} equation for family size ${key}`);
      return equation;
    };
    return { '1': { high: get('1/high'), low: get('1/low') }, '2': get('2'), '3': get('3'), '4': get('4'), '5+': get('5+') };
  };
  return { male: assemble('male'), female: assemble('female') };
}
