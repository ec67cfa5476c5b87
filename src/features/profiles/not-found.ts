import { isApiError } from '@/lib/api/api-error';

/** A foreign or unknown kid profile: the server answers both with 404 (ownership in the repository). */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
