import { describe, expect, it, vi } from 'vitest';
import {
  createUpdateController,
  parseReloadStamp,
  reloadOnce,
  shouldReloadAfterUpdate,
} from '@/lib/sw-update';

describe('shouldReloadAfterUpdate', () => {
  it('reloads when no update-reload happened in this tab', () => {
    expect(shouldReloadAfterUpdate(null, 50_000)).toBe(true);
  });

  it('refuses a second reload within 10 s', () => {
    expect(shouldReloadAfterUpdate(50_000, 50_000)).toBe(false);
    expect(shouldReloadAfterUpdate(50_000, 59_999)).toBe(false);
  });

  it('allows a reload again once 10 s have passed', () => {
    expect(shouldReloadAfterUpdate(50_000, 60_000)).toBe(true);
  });

  it('does not let a stamp from the future block updates', () => {
    expect(shouldReloadAfterUpdate(90_000, 50_000)).toBe(true);
  });
});

describe('parseReloadStamp', () => {
  it('reads numbers and treats anything else as no stamp', () => {
    expect(parseReloadStamp('1700000000000')).toBe(1_700_000_000_000);
    expect(parseReloadStamp(null)).toBeNull();
    expect(parseReloadStamp('yesterday')).toBeNull();
  });
});

describe('reloadOnce', () => {
  it('reloads and stamps the time, then refuses a loop, then allows a later update', () => {
    const storage = new Map<string, string>();
    const fakeStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    const reload = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let time = 1_000;
    const run = () => reloadOnce({ storage: fakeStorage, key: 'k', now: () => time, reload });

    expect(run()).toBe(true);
    expect(storage.get('k')).toBe('1000');

    time = 5_000;
    expect(run()).toBe(false);
    expect(warn).toHaveBeenCalledOnce();

    time = 11_000;
    expect(run()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('createUpdateController', () => {
  function setup(busy: { value: boolean }) {
    const timers: Array<() => void> = [];
    const skipWaiting = vi.fn();
    const reload = vi.fn();
    const controller = createUpdateController({
      skipWaiting,
      reload,
      isBusy: () => busy.value,
      setTimer: (run) => void timers.push(run),
    });
    const tick = () => timers.splice(0).forEach((run) => run());
    return { controller, skipWaiting, reload, tick, timers };
  }

  it('lets a waiting worker activate at once when nothing is busy', () => {
    const { controller, skipWaiting } = setup({ value: false });
    controller.onWaiting();
    expect(skipWaiting).toHaveBeenCalledOnce();
  });

  it('defers activation while busy and activates once idle, without duplicates', () => {
    const busy = { value: true };
    const { controller, skipWaiting, tick, timers } = setup(busy);
    controller.onWaiting();
    controller.onWaiting();
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);

    tick();
    expect(skipWaiting).not.toHaveBeenCalled();

    busy.value = false;
    tick();
    expect(skipWaiting).toHaveBeenCalledOnce();
  });

  it('does not reload on the first install', () => {
    const { controller, reload } = setup({ value: false });
    controller.onControlling({ isUpdate: false, isExternal: false });
    controller.onControlling({});
    expect(reload).not.toHaveBeenCalled();
  });

  // Regression: a page reloaded while the first worker was still installing saw it take control as
  // "external" and reloaded once more, aborting whatever navigation came next.
  it('does not reload a page that no worker controlled when it loaded', () => {
    const reload = vi.fn();
    const controller = createUpdateController({
      skipWaiting: vi.fn(),
      reload,
      isBusy: () => false,
      setTimer: vi.fn(),
      pageWasControlled: false,
    });
    controller.onControlling({ isUpdate: false, isExternal: true });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when a new version takes control, or another tab activated one', () => {
    const { controller, reload } = setup({ value: false });
    controller.onControlling({ isUpdate: true, isExternal: false });
    controller.onControlling({ isUpdate: false, isExternal: true });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('waits for playback to finish before reloading', () => {
    const busy = { value: true };
    const { controller, reload, tick } = setup(busy);
    controller.onControlling({ isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    busy.value = false;
    tick();
    expect(reload).toHaveBeenCalledOnce();
  });
});
