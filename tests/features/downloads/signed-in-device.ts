import { afterEach, beforeEach } from 'vitest';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { resetFakeDownloads } from '../../helpers/fake-downloads';
import { goOnline } from '../../helpers/network';
import { signInAna } from '../profiles/fake-children';

/**
 * The screens' download tests start the same way: Ana signed in on a device that holds nothing, online;
 * and end with no toast left over for the next test.
 */
export function anaOnAnEmptyDevice(): void {
  beforeEach(async () => {
    useSessionStore.setState({ status: 'guest', user: null });
    resetFakeDownloads();
    await signInAna();
  });
  afterEach(async () => {
    await goOnline();
    const { toast } = await import('sonner');
    toast.dismiss();
  });
}
