import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { fakeStoriesApi, fakeStory } from '../../helpers/fake-stories-api';
import { downloads, fakeDevice, putView, reportRemoved, viewOf } from '../../helpers/fake-downloads';
import { renderRoute } from '../../helpers/render-route';
import { ana } from '../profiles/fake-children';
import { anaOnAnEmptyDevice } from './signed-in-device';

// Downloads belong to the signed-in account (issue 12): signing out asks whether to remove them, the
// device follows who is signed in, and a story deleted on another device is announced when it goes.

// The pages load lazily: on a busy machine the first one can take longer than the default 5 s.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@/features/downloads/use-downloads', () => import('../../helpers/fake-downloads'));

const server = () =>
  fakeStoriesApi({ routes: { 'POST /auth/logout': () => new Response(null, { status: 204 }) } });

async function signOut() {
  renderRoute('/settings', { fetch: server().fetch });
  const button = await screen.findByRole('button', { name: 'Sign out' });
  await act(async () => {
    fireEvent.click(button);
  });
}

anaOnAnEmptyDevice();

describe("signing out with this account's downloads on the device", () => {
  it('asks first; Keep downloads signs out and leaves them for the next sign-in', async () => {
    putView(viewOf(fakeStory({ title: 'Moon Fox' }), 'downloaded'));
    await signOut();
    const dialog = await screen.findByRole('dialog', { name: 'Keep your downloads on this device?' });
    expect(dialog.textContent).toContain('One story is downloaded on this device for your account.');
    expect(useSessionStore.getState().user).not.toBeNull();

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep downloads' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(downloads.removeAll).not.toHaveBeenCalled();
    expect(Object.keys(fakeDevice.getState().views)).toHaveLength(1);
    // The device no longer shows anyone's downloads.
    expect(fakeDevice.getState().account).toBeNull();
  });

  it("Remove downloads removes this account's downloads, then signs out", async () => {
    putView(viewOf(fakeStory({ title: 'Moon Fox' }), 'downloaded'));
    putView(viewOf(fakeStory({ title: 'The Sleepy Owl' }), 'downloaded'));
    let signedInWhileRemoving: boolean | null = null;
    downloads.removeAll.mockImplementationOnce(async () => {
      signedInWhileRemoving = useSessionStore.getState().user?.id === ana.id;
      fakeDevice.setState({ views: {} });
    });
    await signOut();
    const dialog = await screen.findByRole('dialog', { name: 'Keep your downloads on this device?' });
    expect(dialog.textContent).toContain('2 stories are downloaded on this device for your account.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove downloads' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(downloads.removeAll).toHaveBeenCalledTimes(1);
    expect(signedInWhileRemoving).toBe(true);
  });

  it('closing the question stays signed in', async () => {
    putView(viewOf(fakeStory({ title: 'Moon Fox' }), 'downloaded'));
    await signOut();
    const dialog = await screen.findByRole('dialog', { name: 'Keep your downloads on this device?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState().user?.id).toBe(ana.id);
    expect(screen.getByRole('button', { name: 'Sign out' }).hasAttribute('disabled')).toBe(false);
  });

  it('with nothing downloaded, signs out without asking', async () => {
    await signOut();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the device follows the account', () => {
  it('shows the signed-in account’s downloads, and announces a story deleted on another device', async () => {
    renderRoute('/settings', { fetch: server().fetch });
    await screen.findByRole('region', { name: 'Audio' });
    expect(fakeDevice.getState().account).toBe(ana.id);
    await act(async () => reportRemoved(['Moon Fox']));
    expect(
      (await screen.findAllByText('“Moon Fox” was deleted and removed from this device')).length,
    ).toBeGreaterThan(0);
  });
});
