import { describe, expect, it } from 'vitest';
import enLegal from '@/locales/en/legal.json';
import esLegal from '@/locales/es/legal.json';

// The documents' sections are addressed by id (the table of contents links to them, and the contact
// line follows the section `contact`), so both languages must have the same ids, once each.

describe.each(['privacy', 'terms'] as const)('the %s document', (document) => {
  const ids = (texts: typeof enLegal) => texts[document].sections.map((section) => section.id);

  it('has the same sections, in the same order, in English and Spanish', () => {
    expect(ids(esLegal)).toEqual(ids(enLegal));
  });

  it('names each section once, ending with the contact section', () => {
    expect(new Set(ids(enLegal)).size).toBe(ids(enLegal).length);
    expect(ids(enLegal).at(-1)).toBe('contact');
    for (const id of ids(enLegal)) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });
});
