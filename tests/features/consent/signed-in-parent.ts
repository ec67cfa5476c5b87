import { NO_CONSENT } from '@/contract/consent';

/** The parent of the consent tests, signed in, and the consent every account starts with. */
export const ana = {
  id: 'a3f1c1d2-0000-4000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  avatar: null,
};
export const allOff = NO_CONSENT;
