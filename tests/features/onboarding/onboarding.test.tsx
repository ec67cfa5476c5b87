import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { isOnboardingDone, markOnboardingDone } from '@/features/onboarding/onboarding-progress';
import { useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { renderRoute } from '../../helpers/render-route';
import { ana, child, fakeChildrenApi, signInAna } from '../profiles/fake-children';

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

beforeEach(async () => {
  localStorage.clear();
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
  await signInAna();
});

describe('/onboarding (P§2)', () => {
  it('steps through the three cards; Get Started opens the profile form', async () => {
    renderRoute('/onboarding', { fetch: fakeChildrenApi().fetch });
    expect(await screen.findByRole('heading', { name: 'AI-Powered Stories' })).toBeTruthy();
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

  it('Skip for now goes home and is remembered: home does not send the parent back', async () => {
    renderRoute('/onboarding', { fetch: fakeChildrenApi().fetch });
    await click('Skip for now');
    expect(isOnboardingDone(ana.id)).toBe(true);
    expect(await screen.findByRole('heading', { name: "Create your child's profile" })).toBeTruthy();
  });
});

describe('home offers onboarding once', () => {
  it('sends a signed-in parent with no kid profile to onboarding', async () => {
    renderRoute('/', { fetch: fakeChildrenApi().fetch });
    expect(await screen.findByRole('heading', { name: 'AI-Powered Stories' })).toBeTruthy();
  });

  it('not once it was done or skipped, and never when a profile exists', async () => {
    markOnboardingDone(ana.id);
    renderRoute('/', { fetch: fakeChildrenApi().fetch });
    expect(await screen.findByRole('heading', { name: "Create your child's profile" })).toBeTruthy();
  });

  it('never when the parent has a profile', async () => {
    renderRoute('/', { fetch: fakeChildrenApi([child('Lucía')]).fetch });
    expect(await screen.findByText(/Lucía/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'AI-Powered Stories' })).toBeNull();
  });
});

describe('/onboarding/create-profile: the real form', () => {
  it('offers the same 12 avatars and ages 3 to 12, and really creates the profile', async () => {
    const server = fakeChildrenApi();
    renderRoute('/onboarding/create-profile', { fetch: server.fetch });
    await screen.findByLabelText("Child's name");
    const avatars = within(screen.getByRole('group', { name: 'Choose an avatar' }));
    expect(avatars.getAllByRole('radio')).toHaveLength(12);
    expect(avatars.getByRole('radio', { name: 'Fox' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Child's name"), { target: { value: 'Mia' } });
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '2' } });
    await click('Create Profile');
    expect(screen.getAllByText('Please enter an age between 3 and 12').length).toBeGreaterThan(0);
    expect(server.calls.filter(({ method }) => method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Interests'), { target: { value: 'dinosaurs, space, the sea' } });
    await click('Create Profile');
    expect(await screen.findByText('Profile created')).toBeTruthy();
    expect(server.calls.find(({ method }) => method === 'POST')?.body).toMatchObject({
      name: 'Mia',
      age: 5,
      interests: 'dinosaurs, space, the sea',
    });
    expect(server.children.map(({ name }) => name)).toEqual(['Mia']);
    expect(isOnboardingDone(ana.id)).toBe(true);
    // Home greets the new profile.
    expect(await screen.findByRole('heading', { level: 1, name: 'Fablecast' })).toBeTruthy();
  }, 15_000);

  it('Skip for now creates nothing and is remembered', async () => {
    const server = fakeChildrenApi();
    renderRoute('/onboarding/create-profile', { fetch: server.fetch });
    await screen.findByLabelText("Child's name");
    await click('Skip for now');
    expect(isOnboardingDone(ana.id)).toBe(true);
    expect(await screen.findByRole('heading', { name: "Create your child's profile" })).toBeTruthy();
    expect(server.calls.filter(({ method }) => method === 'POST')).toEqual([]);
  });
});
