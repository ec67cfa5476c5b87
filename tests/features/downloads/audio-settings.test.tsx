import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n/i18n';
import { fakeStoriesApi, fakeStory } from '../../helpers/fake-stories-api';
import { downloads, fakeDevice, putView, viewOf } from '../../helpers/fake-downloads';
import { renderRoute } from '../../helpers/render-route';
import { anaOnAnEmptyDevice } from './signed-in-device';

// Settings › Audio (issue 12): the download quality, the space Fablecast uses and the device's free
// space, each kept story with its size, and removing one or all.

// The pages load lazily: on a busy machine the first one can take longer than the default 5 s.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

vi.mock('@/features/downloads/use-downloads', () => import('../../helpers/fake-downloads'));

const MB = 1_000_000;

async function openAudio() {
  renderRoute('/settings', { fetch: fakeStoriesApi().fetch });
  return screen.findByRole('region', { name: 'Audio' });
}

anaOnAnEmptyDevice();

describe('Settings › Audio', () => {
  it('shows the space used and free, whether the browser keeps it, and each story with its size', async () => {
    putView(viewOf(fakeStory({ title: 'The Sleepy Owl' }), 'downloaded', { chapterBytes: 4.1 * MB }));
    putView({
      ...viewOf(fakeStory({ title: 'Moon Fox' }), 'downloaded', { chapterBytes: 8 * MB }),
      quality: 'data-saver',
    });
    fakeDevice.setState({ storage: { usage: 150 * MB, quota: 10_737 * MB, persisted: true } });
    const audio = await openAudio();

    expect(await within(audio).findByText('Fablecast uses 12.1 MB · 11 GB free on this device')).toBeTruthy();
    expect(within(audio).getByText('This browser keeps downloads until you remove them.')).toBeTruthy();
    const list = within(audio).getByRole('list', { name: 'Downloads' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('The Sleepy Owl4.1\u00a0MB'),
      expect.stringContaining('Moon Fox8\u00a0MB · Data saver'),
    ]);
  });

  it('removes one story, and says so', async () => {
    const fox = fakeStory({ title: 'Moon Fox' });
    putView(viewOf(fox, 'downloaded'));
    putView(viewOf(fakeStory({ title: 'The Sleepy Owl' }), 'downloaded'));
    const audio = await openAudio();
    const remove = await within(audio).findByRole('button', { name: 'Remove the download of “Moon Fox”' });
    await act(async () => {
      fireEvent.click(remove);
    });
    // Asked once more: offline the story could not come back.
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the download?' });
    expect(downloads.remove).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove download' }));
    });
    expect(downloads.remove).toHaveBeenCalledWith(fox.id);
    expect((await screen.findAllByText('“Moon Fox” was removed from this device')).length).toBeGreaterThan(0);
    expect(within(audio).queryByText('Moon Fox')).toBeNull();
    expect(within(audio).getByText('The Sleepy Owl')).toBeTruthy();
  });

  it('asks before removing all downloads', async () => {
    putView(viewOf(fakeStory({ title: 'Moon Fox' }), 'downloaded'));
    putView(viewOf(fakeStory({ title: 'The Sleepy Owl' }), 'downloaded'));
    const audio = await openAudio();
    const removeAll = await within(audio).findByRole('button', { name: 'Remove all downloads' });

    await act(async () => {
      fireEvent.click(removeAll);
    });
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove all downloads?' });
    expect(dialog.textContent).toContain('All 2 downloaded stories will be removed from this device.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    });
    expect(downloads.removeAll).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(removeAll);
    });
    dialog = await screen.findByRole('alertdialog', { name: 'Remove all downloads?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all' }));
    });
    expect(downloads.removeAll).toHaveBeenCalledTimes(1);
    expect(
      await within(audio).findByText('Nothing is downloaded yet. Open a story and choose “Download”.'),
    ).toBeTruthy();
  });

  it('chooses the download quality, Standard or Data saver, each saying what it means', async () => {
    const audio = await openAudio();
    const standard = await within(audio).findByRole('radio', { name: 'Standard' });
    const saver = within(audio).getByRole('radio', { name: 'Data saver' });
    expect(standard.getAttribute('aria-checked')).toBe('true');
    expect(within(audio).getByText('Used for the next downloads.')).toBeTruthy();
    expect(
      within(audio).getByText(
        'Smaller files that save space and mobile data, with a slightly less rich sound.',
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(saver);
    });
    await waitFor(() => expect(saver.getAttribute('aria-checked')).toBe('true'));
    expect(fakeDevice.getState().quality).toBe('data-saver');
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    renderRoute('/settings', { fetch: fakeStoriesApi().fetch });
    const audio = await screen.findByRole('region', { name: 'Audio' });
    expect(await within(audio).findByRole('radio', { name: 'Estándar' })).toBeTruthy();
    expect(within(audio).getByRole('radio', { name: 'Ahorro de datos' })).toBeTruthy();
    expect(
      within(audio).getByText('Todavía no hay nada descargado. Abre un cuento y elige «Descargar».'),
    ).toBeTruthy();
  });
});
