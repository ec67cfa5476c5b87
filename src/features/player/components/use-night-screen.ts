import { useEffect } from 'react';

// The child's night player (ADR 033) turns the whole screen — header, navigation, mini-player — to the
// warm, dim night palette (`html[data-night]` in styles.css) while it is on screen.

export function useNightScreen(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset.night = '';
    return () => {
      delete root.dataset.night;
    };
  }, [on]);
}
