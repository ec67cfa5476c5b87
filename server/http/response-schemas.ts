import { z } from 'zod';
import { API_ERROR_CODES } from '../../src/contract/error-codes';

/**
 * Envelopes every route shares (DESIGN decision 10): success bodies are `{ data }`, errors are
 * `{ message, code, details? }`. Routes declare them per status so the OpenAPI document shows both.
 */
export const errorBodySchema = z
  .object({
    message: z.string().describe('Human-readable; the client may show it.'),
    code: z.enum(API_ERROR_CODES).describe('Stable, machine-readable, e.g. VALIDATION_ERROR or NOT_FOUND.'),
    details: z.unknown().optional().describe('Extra facts, e.g. one { path, message } per invalid field.'),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

export const dataBody = <T extends z.ZodType>(data: T) => z.object({ data });
