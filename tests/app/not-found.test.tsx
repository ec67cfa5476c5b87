import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderRoute } from '../helpers/render-route';

describe('not-found page', () => {
  it("says 'Oops! Page not found' and links home", async () => {
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    renderRoute('/nada-por-aqui');

    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Vaya! No encontramos esta página' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('keeps the bottom navigation so the child can find the way back', async () => {
    renderRoute('/lost');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
