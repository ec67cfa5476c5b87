import { useSyncExternalStore } from 'react';

// Whether the device says it has a network. `true` only means some network (a LAN, a captive portal):
// screens use it to explain and to disable what surely cannot work offline, never to skip a request.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
