import { useState } from 'react';
import { GUEST_WELCOME_DISMISSED_STORAGE_KEY } from '@/contract/constants';

// P§1: "The dismissal is remembered in the browser."

function readDismissed(): boolean {
  try {
    return localStorage.getItem(GUEST_WELCOME_DISMISSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeDismissed(): void {
  try {
    localStorage.setItem(GUEST_WELCOME_DISMISSED_STORAGE_KEY, 'true');
  } catch {
    // Not remembered: the card is hidden for this visit only.
  }
}

export function useGuestWelcomeDismissed(): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = () => {
    storeDismissed();
    setDismissed(true);
  };
  return [dismissed, dismiss];
}
