import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chapter } from '@/contract/story';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { json } from '../../lib/api/fake-server';
import { renderWithLocation } from '../generating/render-with-location';
import { ana, child, signInAna } from '../profiles/fake-children';
import { fakeStoriesApi, fakeStory } from '../../helpers/fake-stories-api';
import { progressRecord } from '../../helpers/fake-progress';

vi.mock('@/lib/api/token-bucket', () => ({
  createTokenBucket: () => ({ acquire: () => Promise.resolve() }),
}));

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
  await signInAna();
});

afterEach(async () => {
  const { toast } = await import('sonner');
  toast.dismiss();
});

const chapters = (prefix: string, count: number): Chapter[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-ch-${index + 1}`,
    order: index + 1,
    title: `${prefix} part ${index + 1}`,
    duration: 300,
    status: 'ready',
    paragraphs: [],
  }));

const record = progressRecord;

function family() {
  const mateo = child('Mateo', { avatar: '🦊' });
  const lucia = child('Lucía', { avatar: '🐢' });
  const owl = fakeStory({ title: 'The Sleepy Owl', chapters: chapters('owl', 2) });
  const fox = fakeStory({ title: 'Moon Fox', chapters: chapters('fox', 3) });
  const progress = [
    record(mateo.id, owl.id, 'owl-ch-1', '2026-03-01T10:00:00.000Z', {
      completed: true,
      position: 300,
      totalListeningTime: 300,
    }),
    record(mateo.id, owl.id, 'owl-ch-2', '2026-03-01T10:06:00.000Z', {
      completed: true,
      position: 300,
      totalListeningTime: 290,
    }),
    record(mateo.id, fox.id, 'fox-ch-1', '2026-03-02T10:00:00.000Z', {
      completed: true,
      position: 300,
      totalListeningTime: 300,
    }),
    record(mateo.id, fox.id, 'fox-ch-2', '2026-03-02T10:06:00.000Z', {
      position: 190,
      totalListeningTime: 190,
    }),
    record(lucia.id, fox.id, 'fox-ch-1', '2026-03-03T10:00:00.000Z', {
      position: 65,
      totalListeningTime: 65,
    }),
  ];
  return {
    mateo,
    lucia,
    owl,
    fox,
    server: fakeStoriesApi({ stories: [owl, fox], children: [mateo, lucia], progress }),
  };
}

describe('/progress (S§2 Listening Progress)', () => {
  it("shows the active kid's minutes, stories in progress and stories completed", async () => {
    const { fox, owl, server } = family();
    renderWithLocation('/progress', server.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Listening Progress' })).toBeTruthy();
    const stats = await screen.findByRole('region', { name: 'Listening at a glance' });
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['18', '1', '1']);
    expect(
      within(stats)
        .getAllByRole('term')
        .map((label) => label.textContent),
    ).toEqual(['Minutes', 'Completed', 'In Progress']);

    const going = screen.getByRole('list', { name: 'Continue Listening' });
    const [foxCard] = within(going).getAllByRole('link');
    expect(foxCard?.getAttribute('href')).toBe(`/story/${fox.id}`);
    expect(foxCard?.textContent).toContain('Chapter 2: fox part 2');
    expect(foxCard?.textContent).toContain('3:10 / 5:00');
    expect(within(foxCard!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('63');

    const done = screen.getByRole('list', { name: 'Completed Stories' });
    const [owlCard] = within(done).getAllByRole('link');
    expect(owlCard?.getAttribute('href')).toBe(`/story/${owl.id}`);
    expect(owlCard?.textContent).toContain('Done');
    expect(owlCard?.textContent).toContain('9 minutes listened');
  });

  it("switches to another kid's progress", async () => {
    const { lucia, server } = family();
    renderWithLocation('/progress', server.fetch);
    await screen.findByRole('list', { name: 'Completed Stories' });
    fireEvent.click(screen.getByRole('button', { name: /Lucía/ }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Continue Listening' }).textContent).toContain('1:05 / 5:00'),
    );
    expect(screen.queryByRole('list', { name: 'Completed Stories' })).toBeNull();
    expect(server.calls.some((call) => call.query.get('childId') === lucia.id)).toBe(true);
    expect(screen.getByRole('button', { name: /Lucía/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when nothing was listened yet', async () => {
    const server = fakeStoriesApi({ children: [child('Mateo')] });
    renderWithLocation('/progress', server.fetch);
    expect(await screen.findByRole('heading', { name: 'No listening history yet' })).toBeTruthy();
    expect(screen.getByText('Start listening to stories to see your progress here!')).toBeTruthy();
    // One kid profile: nothing to switch.
    expect(screen.queryByRole('button', { name: /Mateo/ })).toBeNull();
  });

  it("tells when the progress can't be loaded", async () => {
    const failure = () => json(500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR' });
    const server = fakeStoriesApi({
      children: [child('Mateo')],
      routes: { [`GET /progress/user/${ana.id}`]: failure },
    });
    renderWithLocation('/progress', server.fetch);
    expect(await screen.findByText('Progress Error', {}, { timeout: 8_000 })).toBeTruthy();
  });

  it('sends a parent without kid profiles to settings, and a guest to sign in', async () => {
    const location = renderWithLocation('/progress', fakeStoriesApi().fetch);
    await waitFor(() => expect(location.current?.pathname).toBe('/settings'));
  });

  it('sends a guest to sign in', async () => {
    useSessionStore.setState({ status: 'guest', user: null });
    const location = renderWithLocation('/progress', fakeStoriesApi().fetch);
    await waitFor(() => expect(location.current?.pathname).toBe('/auth'));
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    const { server } = family();
    renderWithLocation('/progress', server.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Progreso de escucha' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Seguir escuchando' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cuentos terminados' })).toBeTruthy();
    expect(screen.getByText('9 minutos escuchados')).toBeTruthy();
    expect(screen.getByText('Terminado')).toBeTruthy();
  });
});
