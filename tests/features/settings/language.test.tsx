import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/contract/constants';
import { renderRoute } from '../../helpers/render-route';

// Settings is a long page whose sections load lazily: on a busy machine it can take more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('settings → language', () => {
  it('switches the whole app to Spanish at once, remembers it and confirms with a toast', async () => {
    renderRoute('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();

    const group = screen.getByRole('radiogroup', { name: 'Language' });
    const english = within(group).getByRole('radio', { name: 'English' });
    const spanish = within(group).getByRole('radio', { name: 'Español' });
    expect(english.getAttribute('aria-checked')).toBe('true');
    expect(spanish.getAttribute('aria-checked')).toBe('false');

    await act(async () => {
      fireEvent.click(spanish);
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Español' }).getAttribute('aria-checked')).toBe('true');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Biblioteca' })).toBeTruthy();
    expect(await screen.findByText('Idioma cambiado')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});
