import { describe, expect, it } from 'vitest';
import { analyticsToggle } from '@/features/consent/analytics-lock';

// Child Mode on locks the analytics toggle (S§2, P§4).

describe('the analytics toggle', () => {
  it('with Child Mode on, reads off and is locked, whatever was consented', () => {
    expect(analyticsToggle({ analytics: true }, true)).toEqual({ checked: false, locked: true });
    expect(analyticsToggle({ analytics: false }, true)).toEqual({ checked: false, locked: true });
  });

  it('with Child Mode off, shows the consent and can be changed', () => {
    expect(analyticsToggle({ analytics: true }, false)).toEqual({ checked: true, locked: false });
    expect(analyticsToggle({ analytics: false }, false)).toEqual({ checked: false, locked: false });
  });
});
