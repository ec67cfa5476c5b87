import { useQuery } from '@tanstack/react-query';
import { SUPPORT_EMAIL_STORAGE_KEY } from '@/contract/constants';
import { SupportContact } from '@/contract/support';
import { api } from '@/lib/api/api-client';

// GET /support: the operator's support address, null when none is set (ADR 029). The last answer is
// kept on the device, so a parent in the car with no connection can still write: the email app sends
// the message later. Storage that throws just keeps nothing.

function readKept(): SupportContact | undefined {
  try {
    const kept = localStorage.getItem(SUPPORT_EMAIL_STORAGE_KEY);
    return kept === null ? undefined : { email: kept === '' ? null : kept };
  } catch {
    return undefined;
  }
}

function keep({ email }: SupportContact): void {
  try {
    localStorage.setItem(SUPPORT_EMAIL_STORAGE_KEY, email ?? '');
  } catch {
    // Not kept: the next visit asks the server again.
  }
}

export async function getSupportContact(): Promise<SupportContact> {
  const contact = SupportContact.parse(await api.get<unknown>('/support'));
  keep(contact);
  return contact;
}

export function useSupportContact() {
  return useQuery({
    queryKey: ['support'],
    queryFn: getSupportContact,
    // The kept answer shows at once and is checked with the server on every visit.
    initialData: readKept,
    initialDataUpdatedAt: 0,
    // Offline, ask once and say so (or use the kept answer) rather than wait, paused, for a network.
    networkMode: 'offlineFirst',
  });
}
