import type { ProgressRecord } from '@/contract/progress';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTIVE_PROFILE_STORAGE_KEY_PREFIX } from '@/contract/constants';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { setActiveProfileId, useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { json } from '../../lib/api/fake-server';
import { renderRoute } from '../../helpers/render-route';
import { ana, child, fakeChildrenApi, signInAna } from './fake-children';

const activeKey = `${ACTIVE_PROFILE_STORAGE_KEY_PREFIX}${ana.id}`;

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
  await signInAna();
});

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

/** Saving or deleting ends by leaving the form for /settings. */
async function leftTheForm() {
  await waitFor(() => expect(screen.queryByLabelText('Interests')).toBeNull());
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('/child-profile/new (P§2, P§5)', () => {
  it("says what is wrong: 'Name required', at least 2 characters, 'Invalid age' 3–12", async () => {
    const server = fakeChildrenApi();
    renderRoute('/child-profile/new', { fetch: server.fetch });
    await screen.findByLabelText("Child's name");

    await click('Create Profile');
    expect((await screen.findAllByText("Please enter your child's name")).length).toBeGreaterThan(0);
    expect(await screen.findByText('Name required')).toBeTruthy();
    expect(screen.getAllByText('Please enter an age between 3 and 12').length).toBeGreaterThan(0);

    await fill("Child's name", ' L ');
    await fill('Age', '13');
    await click('Create Profile');
    expect((await screen.findAllByText('Name must be at least 2 characters')).length).toBeGreaterThan(0);

    await fill("Child's name", 'Lucía');
    await fill('Age', '6.5');
    await click('Create Profile');
    expect(await screen.findByText('Invalid age')).toBeTruthy();
    expect(server.calls.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('sends the interests as written and the preferences chosen; the first profile becomes active', async () => {
    const server = fakeChildrenApi();
    renderRoute('/child-profile/new', { fetch: server.fetch });
    await fill("Child's name", '  Lucía ');
    await fill('Age', '6');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Unicorn' }));
    });
    await fill('Interests', ' dinosaurs, space, the sea ');
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Mystery' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Animals' }));
      fireEvent.click(screen.getByRole('radio', { name: '20 min' }));
    });
    const autoplay = screen.getByRole('switch', { name: 'Play the next chapter on its own' });
    // S§9: on by default; the parent may turn it off.
    expect(autoplay.getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.click(autoplay));
    expect(autoplay.getAttribute('aria-checked')).toBe('false');
    await click('Create Profile');

    expect(await screen.findByText('Profile created')).toBeTruthy();
    const post = server.calls.find(({ method }) => method === 'POST');
    expect(post?.body).toEqual({
      name: 'Lucía',
      age: 6,
      avatar: '🦄',
      interests: 'dinosaurs, space, the sea',
      preferences: {
        favoriteThemes: ['adventure', 'mystery'],
        preferredDuration: 20,
        soundEffectsEnabled: true,
        autoplayNext: false,
      },
    });
    expect(localStorage.getItem(activeKey)).toBe(server.children[0]?.id);
    // Then the new profile's page, with the interests as written.
    expect(await screen.findByText('dinosaurs, space, the sea')).toBeTruthy();
  });

  it('a later profile does not take over the active one', async () => {
    const lucia = child('Lucía');
    setActiveProfileId(ana.id, lucia.id);
    const server = fakeChildrenApi([lucia]);
    renderRoute('/child-profile/new', { fetch: server.fetch });
    await fill("Child's name", 'Mateo');
    await fill('Age', '4');
    await click('Create Profile');
    await leftTheForm();
    expect(server.children.map(({ name }) => name)).toEqual(['Lucía', 'Mateo']);
    expect(localStorage.getItem(activeKey)).toBe(lucia.id);
  });
});

describe('/child-profile/{id}/edit (P§2, P§8)', () => {
  it('shows the interests as written and sends every change', async () => {
    const lucia = child('Lucía', { avatar: '🐼', interests: 'dinosaurios, el mar' });
    const server = fakeChildrenApi([lucia]);
    renderRoute(`/child-profile/${lucia.id}/edit`, { fetch: server.fetch });
    const interests = await screen.findByLabelText('Interests');
    expect((interests as HTMLInputElement).value).toBe('dinosaurios, el mar');

    await fill("Child's name", 'Lucía María');
    await fill('Age', '7');
    await fill('Interests', 'dinosaurios, el mar, los volcanes');
    await click('Save Changes');
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    const patch = server.calls.find(({ method }) => method === 'PATCH');
    expect(patch?.path).toBe(`/children/${lucia.id}`);
    expect(patch?.body).toMatchObject({
      name: 'Lucía María',
      age: 7,
      avatar: '🐼',
      interests: 'dinosaurios, el mar, los volcanes',
    });
  });

  it('deletes the active profile after a confirmation; the first remaining one becomes active', async () => {
    const [lucia, mateo] = [child('Lucía'), child('Mateo')];
    setActiveProfileId(ana.id, mateo.id);
    const server = fakeChildrenApi([lucia, mateo]);
    renderRoute(`/child-profile/${mateo.id}/edit`, { fetch: server.fetch });
    await screen.findByDisplayValue('Mateo');
    await click('Delete Profile');
    expect(await screen.findByRole('alertdialog', { name: 'Delete this profile?' })).toBeTruthy();
    expect(server.calls.filter(({ method }) => method === 'DELETE')).toEqual([]);
    await click('Delete');

    await leftTheForm();
    expect(screen.getAllByText('Profile deleted').length).toBeGreaterThan(0);
    expect(server.calls.find(({ method }) => method === 'DELETE')?.path).toBe(`/children/${mateo.id}`);
    expect(localStorage.getItem(activeKey)).toBe(lucia.id);
  });

  it('deleting the last profile leaves none active', async () => {
    const lucia = child('Lucía');
    setActiveProfileId(ana.id, lucia.id);
    renderRoute(`/child-profile/${lucia.id}/edit`, { fetch: fakeChildrenApi([lucia]).fetch });
    await screen.findByDisplayValue('Lucía');
    await click('Delete Profile');
    await click('Delete');
    await leftTheForm();
    expect(localStorage.getItem(activeKey)).toBeNull();
  });

  it("an unknown profile: 'Profile not found', then away from the form", async () => {
    renderRoute('/child-profile/c0000000-0000-4000-8000-999999999999/edit', {
      fetch: fakeChildrenApi().fetch,
    });
    expect(await screen.findByText('Profile not found')).toBeTruthy();
    expect(await screen.findByText('We could not find that child profile. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText("Child's name")).toBeNull());
  });

  it("a failed update says 'Update failed'", async () => {
    const lucia = child('Lucía');
    const server = fakeChildrenApi([lucia]);
    const failingPatch: typeof fetch = (input, init) =>
      init?.method === 'PATCH'
        ? Promise.resolve(json(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' }))
        : server.fetch(input, init);
    renderRoute(`/child-profile/${lucia.id}/edit`, { fetch: failingPatch });
    await screen.findByDisplayValue('Lucía');
    await click('Save Changes');
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByLabelText("Child's name")).toBeTruthy();
  });
});

describe('/child-profile/{id} (P§2)', () => {
  it('shows name, age, the stat cards, preferences and an Edit Profile link', async () => {
    const lucia = child('Lucía', { age: 6 });
    renderRoute(`/child-profile/${lucia.id}`, { fetch: fakeChildrenApi([lucia]).fetch });
    expect(await screen.findByRole('heading', { name: 'Lucía' })).toBeTruthy();
    expect(screen.getByText('6 years old')).toBeTruthy();
    for (const stat of ['Minutes', 'Completed', 'Stories']) expect(screen.getByText(stat)).toBeTruthy();
    expect(screen.getByText('Adventure, Animals')).toBeTruthy();
    expect(screen.getByText('10 minutes')).toBeTruthy();
    expect(screen.getByText('Most listened theme')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      `/child-profile/${lucia.id}/edit`,
    );
  });

  it('counts the minutes really listened, read afresh each time the page opens', async () => {
    const lucia = child('Lucía', { interests: 'dinosaurios, el mar' });
    const record = (chapter: number, seconds: number): ProgressRecord => ({
      id: `p0000000-0000-4000-8000-00000000000${chapter}`,
      userId: ana.id,
      childId: lucia.id,
      storyId: '5a000000-0000-4000-8000-000000000001',
      chapterId: `ch000000-0000-4000-8000-00000000000${chapter}`,
      position: seconds,
      completed: false,
      totalListeningTime: seconds,
      lastListenedAt: '2026-11-23T20:00:00.000Z',
      updatedAt: '2026-11-23T20:00:00.000Z',
    });
    const progress = [record(1, 70)];
    const server = fakeChildrenApi([lucia], progress);
    renderRoute(`/child-profile/${lucia.id}`, { fetch: server.fetch });
    const minutes = () => screen.getByText('Minutes').previousElementSibling?.textContent;
    await waitFor(() => expect(minutes()).toBe('1'));
    // The interests, as the parent wrote them.
    expect(screen.getByText('dinosaurios, el mar')).toBeTruthy();

    progress.push(record(2, 130)); // Another chapter listened since.
    // Away and back within the app (the same cache): the page shows the new total, not a kept copy.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Edit Profile' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(minutes()).toBe('3'));
  });

  it("an unknown child: 'Child profile not found'", async () => {
    renderRoute('/child-profile/c0000000-0000-4000-8000-999999999998', { fetch: fakeChildrenApi().fetch });
    expect(await screen.findByRole('heading', { name: 'Child profile not found' })).toBeTruthy();
  });
});

describe('the gate in front of kid profile changes', () => {
  it('in child mode, editing a profile asks for the parent gate and comes back to the form after it', async () => {
    const lucia = child('Lucía');
    renderRoute(`/child-profile/${lucia.id}/edit`, {
      fetch: fakeChildrenApi([lucia]).fetch,
      parentMode: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Profile' })).toBeNull();
  });

  it("the home's Edit Kid Profile opens the active kid's form", async () => {
    const [lucia, mateo] = [child('Lucía'), child('Mateo')];
    setActiveProfileId(ana.id, mateo.id);
    renderRoute('/child-profile/active', { fetch: fakeChildrenApi([lucia, mateo]).fetch });
    expect(await screen.findByDisplayValue('Mateo')).toBeTruthy();
  });
});
