import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useParentModeStore } from '@/features/parent-mode/parent-mode-store';
import { renderRoute } from '../../helpers/render-route';

// The parent gate (P§2, P§4, P§5) on the real route table.

afterEach(() => {
  vi.useRealTimers();
});

async function openGate(query = '?redirect=%2Fconsent-management') {
  renderRoute(`/parent-gate${query}`, { parentMode: false });
  await screen.findByRole('heading', { level: 1, name: 'Grown-ups Only' });
}

/** What a grown-up would do: read the question and add. */
function sumOnScreen(): number {
  const match = /What is (\d+) \+ (\d+)\?/.exec(document.body.textContent ?? '');
  if (!match) throw new Error('No question on screen');
  return Number(match[1]) + Number(match[2]);
}

const field = () => screen.getByLabelText<HTMLInputElement>('Your answer');

function answer(value: string) {
  fireEvent.change(field(), { target: { value } });
  fireEvent.submit(field().closest('form') as HTMLFormElement);
}

const wrong = () => answer(String(sumOnScreen() + 1));

describe('parent gate', () => {
  it('asks an addition with operands in range, and counts attempts', async () => {
    await openGate();
    const match = /What is (\d+) \+ (\d+)\?/.exec(document.body.textContent ?? '');
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(6);
    expect(Number(match?.[1])).toBeLessThanOrEqual(11);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(4);
    expect(Number(match?.[2])).toBeLessThanOrEqual(8);
    expect(screen.getByText('Attempts: 0 / 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Challenge' })).toBeTruthy();
  });

  it('never puts the answer in the page: not in text, values, data or aria attributes', async () => {
    await openGate();
    const sum = sumOnScreen();
    const word = new RegExp(`(^|\\D)${sum}(\\D|$)`);
    expect(document.body.textContent).not.toMatch(word);
    const idReferences = new Set([
      'class',
      'id',
      'for',
      'aria-describedby',
      'aria-labelledby',
      'aria-controls',
    ]);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('svg')) continue; // Icon outlines.
      for (const attribute of Array.from(element.attributes)) {
        if (!idReferences.has(attribute.name)) expect(attribute.value).not.toMatch(word);
      }
    }
  });

  it('Enter submits: the field sits in a form with a submit button', async () => {
    await openGate();
    const form = field().closest('form');
    expect(form?.querySelector('button[type="submit"]')).toBeTruthy();
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });

  it('rejects a non-number without counting it', async () => {
    await openGate();
    answer('twelve');
    expect(screen.getByText('Please enter a number to continue.')).toBeTruthy();
    expect(screen.getByText('Attempts: 0 / 5')).toBeTruthy();
  });

  it('a wrong answer says so and counts an attempt', async () => {
    await openGate();
    wrong();
    expect(screen.getByText('That answer was incorrect. Please try a new challenge.')).toBeTruthy();
    expect(screen.getByText('Attempts: 1 / 5')).toBeTruthy();
    expect(field().value).toBe('');
  });

  it('five wrong answers lock it for 15 s, counting down every 500 ms, then the counter resets', async () => {
    await openGate();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    for (let i = 0; i < 5; i += 1) wrong();
    expect(screen.getByText('Too many attempts. Please wait 15s before trying again.')).toBeTruthy();
    expect(screen.getByText('Attempts: 5 / 5')).toBeTruthy();
    expect(field().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Too many attempts. Please wait 14s before trying again.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Too many attempts. Please wait 14s before trying again.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Too many attempts. Please wait 13s before trying again.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(13_000));
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
    expect(screen.getByText('Attempts: 0 / 5')).toBeTruthy();
    expect(field().disabled).toBe(false);
  });

  it('a right answer turns parent mode on and goes to the redirect', async () => {
    await openGate('?redirect=%2Fconsent-management');
    act(() => answer(String(sumOnScreen())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy & Consent' })).toBeTruthy();
    expect(useParentModeStore.getState().enabled).toBe(true);
  });

  it.each(['https://evil.example/', '//evil.example/', 'settings'])(
    'a redirect that is not a local path (%s) falls back to /settings',
    async (redirect) => {
      await openGate(`?redirect=${encodeURIComponent(redirect)}`);
      act(() => answer(String(sumOnScreen())));
      expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    },
  );

  it('Cancel goes back to `from` when it is a local path, else home', async () => {
    await openGate('?redirect=%2Fsettings&from=%2Fprivacy');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(useParentModeStore.getState().enabled).toBe(false);
  });

  it('Cancel without a usable `from` goes home', async () => {
    await openGate('?redirect=%2Fsettings&from=https%3A%2F%2Fevil.example');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Grown-ups Only' })).toBeNull();
  });

  it('already in parent mode, it goes straight to the redirect, or to consent management', async () => {
    renderRoute('/parent-gate?redirect=%2Fsettings', { parentMode: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it('already in parent mode without a redirect, it opens consent management', async () => {
    renderRoute('/parent-gate', { parentMode: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy & Consent' })).toBeTruthy();
  });

  it('protected routes send a child to the gate with the path and query as the redirect', async () => {
    renderRoute('/settings?tab=privacy', { parentMode: false });
    await screen.findByRole('heading', { level: 1, name: 'Grown-ups Only' });
    act(() => answer(String(sumOnScreen())));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });
});
