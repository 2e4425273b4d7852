import { expect, it } from 'vitest';
import { splitBonus } from './credit-bonuses.js';

it('splits each credit 80/20: point4 gets floor(20 %), point1 the rest (§5)', () => {
  expect(splitBonus(10_000n, 20)).toEqual({ point1: 8_000n, point4: 2_000n });
  // 0.07 → point4 floor(1.4 sen) = 0.01, point1 0.06; nothing lost to rounding.
  expect(splitBonus(7n, 20)).toEqual({ point1: 6n, point4: 1n });
  // Under five sen point4 rounds to nothing: it all goes to point1.
  expect(splitBonus(4n, 20)).toEqual({ point1: 4n, point4: 0n });
  expect(splitBonus(12_345n, 0)).toEqual({ point1: 12_345n, point4: 0n });
  expect(splitBonus(12_345n, 100)).toEqual({ point1: 0n, point4: 12_345n });
});
