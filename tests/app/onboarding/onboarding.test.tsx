import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ageBand, onboardingAge } from '@/features/onboarding/age-band';
import { renderRoute } from '../helpers/render-route';

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('/onboarding (P§2)', () => {
  it('steps through the three cards; Get Started opens the profile form', async () => {
    renderRoute('/onboarding');
    expect(await screen.findByRole('heading', { name: 'AI-Powered Stories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe('/');
    await click('Next');
    expect(screen.getByRole('heading', { name: 'Engaging Content' })).toBeTruthy();
    await click('Next');
    expect(screen.getByRole('heading', { name: 'Multiple Profiles' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await click('Get Started');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Create Your Child's Profile" }),
    ).toBeTruthy();
  });
});

describe('/onboarding/create-profile (P§2, P§5)', () => {
  it.each([
    [1, '2-4'],
    [4, '2-4'],
    [5, '5-7'],
    [7, '5-7'],
    [8, '8-12'],
    [12, '8-12'],
  ] as const)('age %i → stories for %s', (age, band) => {
    expect(ageBand(age)).toBe(band);
  });

  it('accepts ages 1 to 12 only', () => {
    expect([onboardingAge('0'), onboardingAge('1'), onboardingAge('12'), onboardingAge('13')]).toEqual([
      undefined,
      1,
      12,
      undefined,
    ]);
  });

  it('validates, shows the age band, and on Create Profile only toasts and goes home — no call', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute('/onboarding/create-profile', { fetch });
    await screen.findByLabelText("Child's name");

    await click('Create Profile');
    expect(await screen.findByText('Name required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Child's name"), { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '13' } });
    await click('Create Profile');
    expect(await screen.findByText('Invalid age')).toBeTruthy();
    expect(screen.getAllByText('Please enter an age between 1 and 12').length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '6' } });
    expect(screen.getByText('Stories for ages 5-7')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '2' } });
    expect(screen.getByText('Stories for ages 2-4')).toBeTruthy();

    await click('Create Profile');
    expect(await screen.findByText('Profile created')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fablecast' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
