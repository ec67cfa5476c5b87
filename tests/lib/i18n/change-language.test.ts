import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/contract/constants';
import { changeLanguage, i18n } from '@/lib/i18n/i18n';

describe('changeLanguage', () => {
  it('switches the language, remembers the choice and updates <html lang>', async () => {
    expect(document.documentElement.lang).toBe('en');

    await changeLanguage('es');

    expect(i18n.language).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('nav.library')).toBe('Biblioteca');

    await changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English for a key missing in Spanish and resolves regional codes', async () => {
    await i18n.changeLanguage('es-MX');
    expect(i18n.resolvedLanguage).toBe('es');
    expect(i18n.t('actions.returnHome')).toBe('Volver al inicio');
  });
});
