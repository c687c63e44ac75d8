import { describe, expect, it } from 'vitest';
import { growthFactor, grownByEras } from './growth-eras.ts';

describe('growth in two eras', () => {
  const eras = { rate: 0.02, pastRate: 0.1, switchYear: 2022 };

  it('is one power without a past rate, as in section 2', () => {
    expect(growthFactor({ rate: 0.03, switchYear: 2022 }, 2020, 2025)).toBe(1.03 ** 5);
    expect(growthFactor({ rate: 0.03, switchYear: 2022 }, 2020, 2017)).toBe(1.03 ** -3);
  });

  it('grows the steps into years up to the switch year at the past rate, later ones at the expected rate', () => {
    // 2021 and 2022 at 10 %, 2023 and 2024 at 2 %: 1.21 × 1.0404.
    expect(growthFactor(eras, 2020, 2024)).toBeCloseTo(1.258884, 15);
    expect(growthFactor(eras, 2020, 2022)).toBeCloseTo(1.21, 15);
    // A base year after the switch year: every step is later, so at the expected rate.
    expect(growthFactor(eras, 2023, 2025)).toBe(1.02 ** 2);
    expect(growthFactor(eras, 2020, 2020)).toBe(1);
  });

  it('steps backwards across the switch year: the step into 2022 at the past rate, into 2023 and 2024 at the expected', () => {
    // From 2024 back to 2021: undo 2024 (2 %), 2023 (2 %) and 2022 (10 %).
    expect(growthFactor(eras, 2024, 2021)).toBeCloseTo(1 / (1.1 * 1.0404), 15);
    // Backwards and forwards between the same years are inverses.
    expect(growthFactor(eras, 2024, 2021) * growthFactor(eras, 2021, 2024)).toBeCloseTo(1, 15);
    // Entirely before the switch year: all at the past rate.
    expect(growthFactor(eras, 2020, 2018)).toBeCloseTo(1 / 1.21, 15);
  });

  it('grows dollars to the cent', () => {
    // $93,628 of 2008 to 2009 at 3.1 % (Tinari 2016): $96,530.47.
    expect(Math.round(grownByEras(93628, { rate: 0.038, pastRate: 0.031, switchYear: 2015 }, 2008, 2009) * 100) / 100).toBe(96530.47);
  });
});
