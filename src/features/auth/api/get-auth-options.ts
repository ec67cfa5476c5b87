import { useQuery } from '@tanstack/react-query';
import { AuthOptions } from '@/contract/auth';
import { DEFAULT_PASSWORD_POLICY } from '@/contract/password-policy';
import { api } from '@/lib/api/api-client';

// GET /auth/options: the password policy the server enforces and whether Google sign-in is on. Only
// the sign-in screen (a lazy chunk) asks, so parsing with the contract's zod schema costs the first
// load nothing.

export async function getAuthOptions(): Promise<AuthOptions> {
  return AuthOptions.parse(await api.get<unknown>('/auth/options'));
}

/** Offline or before the answer arrives: the spec's default policy and no Google button. */
export const FALLBACK_AUTH_OPTIONS: AuthOptions = { passwordPolicy: DEFAULT_PASSWORD_POLICY, google: null };

export function useAuthOptions() {
  return useQuery({ queryKey: ['auth', 'options'], queryFn: getAuthOptions });
}
