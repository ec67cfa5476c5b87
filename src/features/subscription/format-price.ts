/** A plan's price as people write it in `language`: '€2.89' in English, '2,89 €' in Spanish. */
export function formatPrice(priceCents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(priceCents / 100);
}
