import type { QueryClient } from '@tanstack/react-query';
import { downloads } from '@/features/downloads/use-downloads';
import { signOut } from './sign-out';

/**
 * What signing out and deleting the account both do on this device: the downloads go if asked (always
 * for a deleted account), the session ends, and nothing of this account stays in memory for the next
 * person.
 */
export async function leaveDevice(queryClient: QueryClient, { removeDownloads = false } = {}) {
  if (removeDownloads) await downloads.removeAll().catch(() => undefined);
  await signOut();
  queryClient.clear();
}
