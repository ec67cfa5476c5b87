import { act } from '@testing-library/react';

// What the device says of its network (navigator.onLine and the online/offline events), as the
// browser would say it when the tablet leaves or finds a connection.

function setOnLine(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

export async function goOffline(): Promise<void> {
  await act(async () => setOnLine(false));
}

export async function goOnline(): Promise<void> {
  await act(async () => setOnLine(true));
}
