import { describe, expect, it } from 'vitest';
import { detectLanguage, toSupportedLanguage } from '@/lib/i18n/detect-language';

describe('detectLanguage', () => {
  it('prefers the stored choice over the browser language', () => {
    expect(detectLanguage({ stored: 'en', browserLanguages: ['es-ES', 'es'] })).toBe('en');
    expect(detectLanguage({ stored: 'es', browserLanguages: ['en-US'] })).toBe('es');
  });

  it('uses the browser language when nothing is stored, reduced to the base language', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['es-ES'] })).toBe('es');
    expect(detectLanguage({ stored: null, browserLanguages: ['es-MX', 'en'] })).toBe('es');
  });

  it('walks the browser languages in order until one is supported', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['fr-FR', 'de', 'es-419', 'en'] })).toBe('es');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(detectLanguage({ stored: 'klingon', browserLanguages: ['es-AR'] })).toBe('es');
  });

  it('falls back to English for unsupported or missing languages', () => {
    expect(detectLanguage({ stored: null, browserLanguages: ['fr-FR', 'de-DE'] })).toBe('en');
    expect(detectLanguage({ stored: undefined, browserLanguages: [] })).toBe('en');
  });
});

describe('toSupportedLanguage', () => {
  it('normalises case and separators', () => {
    expect(toSupportedLanguage('ES_mx')).toBe('es');
    expect(toSupportedLanguage(' en-GB ')).toBe('en');
    expect(toSupportedLanguage('')).toBeUndefined();
    expect(toSupportedLanguage('pt-BR')).toBeUndefined();
  });
});
