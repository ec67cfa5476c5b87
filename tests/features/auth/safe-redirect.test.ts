import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/features/auth/session/safe-redirect';

describe('where to go after sign-in', () => {
  it.each([
    ['/library', '/library'],
    ['/story/abc?chapter=2', '/story/abc?chapter=2'],
    [null, '/'],
    ['', '/'],
    ['library', '/'],
    ['https://evil.example', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['/auth', '/'],
    ['/auth?mode=login', '/'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
