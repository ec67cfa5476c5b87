import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '@/contract/plans';
import { formatPrice } from '@/features/subscription/format-price';

// S§2, S§9: 289 and 590 euro cents, written as people of each language write prices.
const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('writes euros the English way: the sign first, a decimal point', () => {
    expect(formatPrice(289, 'EUR', 'en')).toBe('€2.89');
    expect(formatPrice(590, 'EUR', 'en')).toBe('€5.90');
  });

  it('writes euros the Spanish way: a decimal comma, the sign after a non-breaking space', () => {
    expect(formatPrice(289, 'EUR', 'es')).toBe(`2,89${nbsp}€`);
    expect(formatPrice(590, 'EUR', 'es')).toBe(`5,90${nbsp}€`);
  });

  it('formats the two plans of the catalogue', () => {
    expect(PLAN_CATALOGUE.map((plan) => formatPrice(plan.priceCents, plan.currency, 'en'))).toEqual([
      '€2.89',
      '€5.90',
    ]);
  });
});
