import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Child } from '@/contract/child';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { setActiveProfileId, useActiveProfileStore } from '@/features/profiles/stores/active-profile-store';
import { changeLanguage } from '@/lib/i18n/i18n';
import { fakeServer, json, type RecordedCall } from '../../lib/api/fake-server';
import { audioStatus, story, storyId } from '../generating/fake-stories';
import { renderWithLocation } from '../generating/render-with-location';
import { renderRoute } from '../../helpers/render-route';
import { ana, child, signInAna } from '../profiles/fake-children';

beforeEach(async () => {
  useSessionStore.setState({ status: 'guest', user: null });
  useActiveProfileStore.setState({ byUser: {} });
  await signInAna();
});

// Toasts outlive a test (sonner replays the ones not dismissed); each test reads only its own.
afterEach(async () => {
  const { toast } = await import('sonner');
  toast.dismiss();
});

interface Options {
  children?: Child[];
  /** A story of this parent already being generated. */
  generating?: boolean;
  create?: (call: RecordedCall) => Response | Promise<Response>;
  /** The title GET /stories/{id} answers while the story is written. */
  title?: string;
}

function storiesServer({ children = [], generating = false, create, title }: Options = {}) {
  return fakeServer({
    'GET /users/me': () => json(200, { data: ana }),
    [`GET /children/parent/${ana.id}`]: () => json(200, { data: { items: children, nextCursor: null } }),
    'GET /stories': () =>
      json(200, { data: { items: generating ? [story({ id: 'other-story' })] : [], nextCursor: null } }),
    'POST /stories': create ?? (() => json(201, { data: story() })),
    'POST /stories/warm-up': () => new Response(null, { status: 204 }),
    [`GET /stories/${storyId}`]: () => json(200, { data: story(title ? { title } : {}) }),
    [`GET /stories/${storyId}/audio-status`]: () => json(200, { data: audioStatus([]) }),
  });
}

/** The story being asked for, not the narrator's warm-up the screen sends as it opens. */
const isCreate = ({ method, path }: RecordedCall) => method === 'POST' && path === '/stories';

const radio = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

async function generate() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Generate Story' }));
  });
}

describe('/create-story (S§2, S§5)', () => {
  it('starts on the defaults: the active child, 6 chapters (Medium), adventure, the warm voice', async () => {
    const lucia = child('Lucía', { age: 5 });
    const mateo = child('Mateo', { age: 5 });
    setActiveProfileId(ana.id, mateo.id);
    renderRoute('/create-story', { fetch: storiesServer({ children: [lucia, mateo] }).fetch });

    expect(await screen.findByRole('radio', { name: 'Mateo' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Story' })).toBeTruthy();
    expect(radio('Mateo').checked).toBe(true);
    expect(radio('Lucía').checked).toBe(false);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: /Number of chapters/ });
    expect([slider.value, slider.min, slider.max, slider.step]).toEqual(['6', '3', '12', '1']);
    expect(screen.getByText('Medium (6-8 chapters)')).toBeTruthy();
    expect(radio(/^4-6 years/).checked).toBe(true);
    expect(radio(/Fun rhymes and basic concepts/).checked).toBe(true);
    expect(radio('Adventure').checked).toBe(true);
    expect(
      screen.getAllByRole('radio', {
        name: /Adventure|Fantasy|Friendship|Animals|Science|Mystery|Fairy tale|Superhero|Nature|Family/,
      }),
    ).toHaveLength(10);
    expect(radio(/Warm Storyteller/).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Story Preview' })).toBeTruthy();
    expect(screen.getByText('6 chapters')).toBeTruthy();
    expect(screen.getByLabelText('Story title (optional)')).toBeTruthy();
    expect(screen.getByText('Age group', { exact: false }).textContent).toContain('*');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/');

    fireEvent.change(slider, { target: { value: '3' } });
    expect(screen.getByText('Short (3-5 chapters)')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '10' } });
    expect(screen.getByText('Long (9-12 chapters)')).toBeTruthy();
    expect(screen.getByText('10 chapters')).toBeTruthy();
  });

  it('the age group stays on the spec default whichever child is chosen, until the parent picks one', async () => {
    const lucia = child('Lucía', { age: 9 });
    const mateo = child('Mateo', { age: 3 });
    renderRoute('/create-story', { fetch: storiesServer({ children: [lucia, mateo] }).fetch });
    await screen.findByRole('radio', { name: 'Lucía' });
    expect(radio(/^4-6 years/).checked).toBe(true);

    fireEvent.click(radio('Mateo'));
    expect(radio(/^4-6 years/).checked).toBe(true);

    fireEvent.click(radio(/^6-8 years/));
    fireEvent.click(radio('Lucía'));
    expect(radio(/^6-8 years/).checked).toBe(true);
  });

  it("Create Similar opens the form on the story's theme and age group", async () => {
    const mateo = child('Mateo', { age: 5 });
    renderWithLocation(
      { pathname: '/create-story', state: { theme: 'mystery', ageGroup: '8-12' } },
      storiesServer({ children: [mateo] }).fetch,
    );
    await screen.findByRole('radio', { name: 'Mateo' });
    expect(radio('Mystery').checked).toBe(true);
    expect(radio(/^8-12 years/).checked).toBe(true);
  });

  it('without a kid profile: Create a Kid Profile First, with the way to Settings', async () => {
    renderRoute('/create-story', { fetch: storiesServer().fetch });
    expect(await screen.findByRole('heading', { name: 'Create a Kid Profile First' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('button', { name: 'Generate Story' })).toBeNull();
  });

  it('Generate Story sends the choices and opens the generating screen', async () => {
    const lucia = child('Lucía', { age: 5 });
    const server = storiesServer({ children: [lucia], title: 'A Animals Story' });
    renderRoute('/create-story', { fetch: server.fetch });
    await screen.findByRole('radio', { name: 'Lucía' });
    fireEvent.click(radio('Animals'));
    fireEvent.click(radio(/Soothing Narrator/));
    fireEvent.change(screen.getByRole('slider', { name: /Number of chapters/ }), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Your ideas (optional)'), {
      target: { value: ' A fox who collects buttons ' },
    });
    await generate();

    // The placeholder title waits for the writer's own: the screen says 'Creating Your Story'.
    expect(await screen.findByRole('heading', { level: 1, name: 'Creating Your Story' })).toBeTruthy();
    expect(await screen.findByText('Creating Your Story!')).toBeTruthy();
    const post = server.calls.find(isCreate);
    expect(post?.body).toEqual({
      title: 'A Animals Story',
      autoTitle: true,
      autoDescription: true,
      description: 'A story for children aged 4-6, full of wonder and gentle fun.',
      theme: 'animals',
      ageGroup: '4-8',
      customPrompt: 'A fox who collects buttons',
      targetDuration: 45,
      chapterCount: 9,
      voiceType: 'SOOTHING_NARRATOR',
      childId: lucia.id,
      language: 'en',
    });
    await waitFor(() =>
      expect(server.calls.some(({ path }) => path === `/stories/${storyId}/audio-status`)).toBe(true),
    );
    expect(await screen.findByText('Generating 3 magical chapters')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Creating Your Story' })).toBeTruthy();
  });

  it("reads 'Creating Story...' and cannot be pressed again while the story is sent", async () => {
    let answer: (response: Response) => void = () => {};
    const server = storiesServer({
      children: [child('Lucía')],
      create: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/create-story', { fetch: server.fetch });
    await screen.findByRole('radio', { name: 'Lucía' });
    await generate();
    const sending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Creating Story...' });
    expect(sending.disabled).toBe(true);
    await act(async () => {
      answer(json(201, { data: story() }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Brave Little Fox' })).toBeTruthy();
    expect(server.calls.filter(isCreate)).toHaveLength(1);
  });

  it("a title of the parent's own is kept, and Spanish stories are asked for in Spanish", async () => {
    await changeLanguage('es');
    const server = storiesServer({ children: [child('Lucía', { age: 7 })] });
    renderRoute('/create-story', { fetch: server.fetch });
    await screen.findByRole('radio', { name: 'Lucía' });
    fireEvent.change(screen.getByLabelText('Título del cuento (opcional)'), {
      target: { value: 'El jardín de la Luna' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Crear cuento' }));
    });
    await waitFor(() => expect(server.calls.some(isCreate)).toBe(true));
    expect(server.calls.find(isCreate)?.body).toMatchObject({
      title: 'El jardín de la Luna',
      autoTitle: false,
      autoDescription: true,
      description: 'Un cuento para niños de 4 a 6 años, lleno de asombro y diversión.',
      ageGroup: '4-8',
      language: 'es',
    });
  });

  it('while another story is generating, the button explains instead of posting', async () => {
    const server = storiesServer({ children: [child('Lucía')], generating: true });
    renderRoute('/create-story', { fetch: server.fetch });
    expect(await screen.findByRole('heading', { name: 'A story is being created' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See progress' }).getAttribute('href')).toBe(
      '/generating/other-story',
    );
    await generate();
    expect(await screen.findByText('Generation In Progress')).toBeTruthy();
    expect(screen.getByText('Please wait for the current story to finish generating')).toBeTruthy();
    expect(server.calls.filter(isCreate)).toEqual([]);
    const list = server.calls.find(({ path }) => path === '/stories');
    expect(list).toBeTruthy();
  });

  it('a 409 from the server says the same, and the form stays', async () => {
    const server = storiesServer({
      children: [child('Lucía')],
      create: () =>
        json(409, {
          message: 'Please wait for the current story to finish generating',
          code: 'GENERATION_IN_PROGRESS',
        }),
    });
    renderRoute('/create-story', { fetch: server.fetch });
    await screen.findByRole('radio', { name: 'Lucía' });
    await generate();
    expect(await screen.findByText('Generation In Progress')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Story' }).disabled).toBe(false);
  });

  it('too many stories waiting from the same network: says so in the family’s words, and the form stays', async () => {
    const server = storiesServer({
      children: [child('Lucía')],
      create: () =>
        json(429, {
          message: 'Too many stories are waiting from your network; try again when one has started',
          code: 'ADDRESS_QUEUE_FULL',
        }),
    });
    renderRoute('/create-story', { fetch: server.fetch });
    await screen.findByRole('radio', { name: 'Lucía' });
    await generate();
    expect(await screen.findByText('Story Creation Failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Several stories from your network are already waiting their turn. Try again in a few minutes, once one of them has started.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Story' }).disabled).toBe(false);
  });

  it("any other failure: 'Story Creation Failed' with the server's message", async () => {
    const server = storiesServer({
      children: [child('Lucía')],
      create: () =>
        json(400, { message: 'Please choose gentler ideas for a children’s story.', code: 'UNSAFE_INPUT' }),
    });
    renderRoute('/create-story', { fetch: server.fetch });
    await screen.findByRole('radio', { name: 'Lucía' });
    await generate();
    expect(await screen.findByText('Story Creation Failed')).toBeTruthy();
    expect(screen.getByText('Please choose gentler ideas for a children’s story.')).toBeTruthy();
  });

  const refusal = {
    en: 'Your ideas have someone getting hurt, which we keep out of bedtime stories. How about a dragon who learns to share?',
    es: 'Tus ideas tienen alguien que sale herido, y eso lo dejamos fuera de los cuentos para dormir. ¿Qué tal un dragón que aprende a compartir?',
  };

  it.each([
    ['en', 'Your ideas (optional)', 'Generate Story'],
    ['es', 'Tus ideas (opcional)', 'Crear cuento'],
  ] as const)(
    'a refused idea is explained kindly under the ideas, in the interface language (%s)',
    async (language, label, button) => {
      await changeLanguage(language);
      const server = storiesServer({
        children: [child('Lucía')],
        create: () =>
          json(400, {
            message: refusal.en,
            code: 'UNSAFE_INPUT',
            details: { field: 'customPrompt', category: 'violence', messages: refusal },
          }),
      });
      renderRoute('/create-story', { fetch: server.fetch });
      await screen.findByRole('radio', { name: 'Lucía' });
      const ideas = screen.getByLabelText(label);
      fireEvent.change(ideas, { target: { value: 'hit the baby' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: button }));
      });

      const message = await screen.findByText(refusal[language]);
      expect(ideas.getAttribute('aria-invalid')).toBe('true');
      expect(ideas.getAttribute('aria-describedby')).toContain(message.id);
      // Changing the ideas clears the refusal.
      fireEvent.change(ideas, { target: { value: 'a dragon who learns to share' } });
      expect(screen.queryByText(refusal[language])).toBeNull();
    },
  );

  it('wakes the narrator once as the screen opens, so the story asked next starts at full speed', async () => {
    const server = storiesServer({ children: [child('Lucía', { age: 5 })] });
    renderRoute('/create-story', { fetch: server.fetch });
    expect(await screen.findByRole('button', { name: 'Generate Story' })).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.filter(({ path }) => path === '/stories/warm-up')).toEqual([
        expect.objectContaining({ method: 'POST' }),
      ]),
    );
  });

  it('a guest is told to log in and sent to sign-in', async () => {
    useSessionStore.setState({ status: 'guest', user: null });
    const server = storiesServer();
    renderRoute('/create-story', { fetch: server.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(await screen.findByText('Not Authenticated')).toBeTruthy();
    expect(screen.getByText('Please log in to create stories')).toBeTruthy();
    expect(server.calls.some(({ path }) => path === '/stories/warm-up')).toBe(false);
  });
});
