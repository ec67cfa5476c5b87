import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TERMS,
  searchTerms,
  searchText,
  themesNamed,
} from '../../../server/modules/stories/search-text';

describe('the search form of text', () => {
  it.each([
    ['El Dragón', 'el dragon'],
    ['ÁRBOL', 'arbol'],
    ['niño Ñandú', 'nino nandu'],
    ['¿Qué pasó?', 'que paso'],
    ['Café—crème', 'cafe creme'],
    ['Max’s  big_day 100%', 'max s big day 100'],
    ['ﬁsh İstanbul', 'fish istanbul'],
    ['   ', ''],
  ])('reads %j as %j', (text, form) => {
    expect(searchText(text)).toBe(form);
  });

  it('splits a query into its distinct words, a few at most', () => {
    expect(searchTerms('Luna, luna DRAGÓN')).toEqual(['luna', 'dragon']);
    expect(searchTerms('%_!')).toEqual([]);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('names themes by the start of a word of their name, in the languages asked for', () => {
    expect(themesNamed('anim', ['en', 'es'])).toEqual(['animals']);
    expect(themesNamed('hadas', ['es'])).toEqual(['fairy-tale']);
    expect(themesNamed('hadas', ['en'])).toEqual([]);
    expect(themesNamed('tale', ['en'])).toEqual(['fairy-tale']);
    expect(themesNamed('fantasia', ['es'])).toEqual(['fantasy']);
    expect(themesNamed('ami', ['es'])).toEqual(['friendship']);
    expect(themesNamed('f', ['en'])).toEqual(['fantasy', 'friendship', 'fairy-tale', 'family']);
  });
});
