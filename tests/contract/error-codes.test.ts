import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, errorCodeForStatus, isApiErrorCode } from '@/contract/error-codes';

describe('API error codes', () => {
  it('lists each code once, in upper snake case', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    for (const code of API_ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('gives every 4xx status a listed code', () => {
    for (let status = 400; status < 500; status += 1) {
      expect(isApiErrorCode(errorCodeForStatus(status))).toBe(true);
    }
    expect(errorCodeForStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeForStatus(429)).toBe('RATE_LIMITED');
    expect(errorCodeForStatus(418)).toBe('BAD_REQUEST');
  });
});
