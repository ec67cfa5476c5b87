import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../lib/api/fake-server';
import { ana, signInAna } from '../profiles/fake-children';
import { renderRoute } from '../../helpers/render-route';
import packageJson from '../../../package.json';

beforeEach(signInAna);

describe('settings', () => {
  it("shows the spec's sections in its order (S§2), with nothing still 'on its way'", async () => {
    renderRoute('/settings', {
      fetch: fakeServer({ 'GET /users/me': () => json(200, { data: ana }) }).fetch,
    });
    await screen.findByRole('region', { name: 'App Information' });

    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [
      'Subscription',
      'Language',
      'Account',
      'Children Profiles',
      'Privacy & Consent',
      'Audio',
      'App Information',
    ];
    expect(order.map((title) => titles.indexOf(title))).toEqual(
      [...order.map((title) => titles.indexOf(title))].sort((a, b) => a - b),
    );
    expect(order.every((title) => titles.includes(title))).toBe(true);
    expect(document.body.textContent).not.toContain('More settings are on their way');
  });

  it('signs out from the page’s header', async () => {
    renderRoute('/settings');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Settings' })).closest('header');
    expect(within(header as HTMLElement).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('App Information leads to the terms, the privacy policy and support, and shows the real version', async () => {
    renderRoute('/settings');
    const info = await screen.findByRole('region', { name: 'App Information' });

    expect(within(info).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(info).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(within(info).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/help');
    expect(within(info).getByText(`Version ${packageJson.version}`)).toBeTruthy();
  });
});
