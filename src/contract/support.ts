import { z } from 'zod';

/**
 * GET /support (S§2 Help › Contact): where parents write for help. The address is the operator's
 * SUPPORT_EMAIL; null when none is set, and the Help page then says so instead of pretending to send.
 */
export const SupportContact = z.object({ email: z.email().nullable() });
export type SupportContact = z.infer<typeof SupportContact>;
