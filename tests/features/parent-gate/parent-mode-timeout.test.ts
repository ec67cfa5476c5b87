import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARENT_MODE_TIMEOUT_MS } from '@/contract/constants';
import {
  disableParentMode,
  enableParentMode,
  useParentModeStore,
} from '@/features/parent-mode/parent-mode-store';

const enabled = () => useParentModeStore.getState().enabled;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  disableParentMode();
  vi.useRealTimers();
});

describe('parent mode', () => {
  it('is off until the gate turns it on', () => {
    expect(enabled()).toBe(false);
    enableParentMode();
    expect(enabled()).toBe(true);
  });

  it('locks itself after 5 minutes without interaction', () => {
    enableParentMode();
    vi.advanceTimersByTime(PARENT_MODE_TIMEOUT_MS - 1);
    expect(enabled()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(enabled()).toBe(false);
  });

  it.each(['click', 'keydown', 'touchstart'])('a %s restarts the timer', (type) => {
    enableParentMode();
    vi.advanceTimersByTime(PARENT_MODE_TIMEOUT_MS - 1_000);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(PARENT_MODE_TIMEOUT_MS - 1);
    expect(enabled()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(enabled()).toBe(false);
  });

  it('interaction in child mode does not turn it on', () => {
    window.dispatchEvent(new Event('click'));
    expect(enabled()).toBe(false);
  });

  it('signing out locks it', async () => {
    await import('@/app/parent-mode-wiring');
    enableParentMode();
    window.dispatchEvent(new Event('auth:signed-out'));
    expect(enabled()).toBe(false);
  });
});
