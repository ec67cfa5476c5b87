import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, GENERIC_ERROR_MESSAGE } from '@/lib/api/api-error';
import { json } from './fake-server';

// P§8 "Other non-OK response": the body message, else 'An error occurred'; for non-JSON bodies the
// text or the status text; status, code and details kept.

describe('apiErrorFromResponse', () => {
  it('takes message, code and details from a JSON error body', async () => {
    const details = [{ path: 'body.email', message: 'Invalid email' }];
    const error = await apiErrorFromResponse(
      json(400, { message: 'body.email: Invalid email', code: 'VALIDATION_ERROR', details }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'body.email: Invalid email',
      status: 400,
      code: 'VALIDATION_ERROR',
      details,
    });
  });

  it("says 'An error occurred' for a JSON body without a message, keeping its code", async () => {
    const error = await apiErrorFromResponse(json(409, { code: 'CONFLICT' }));
    expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 409, code: 'CONFLICT' });
  });

  it('uses the text of a non-JSON body', async () => {
    const response = new Response('Upstream timed out', {
      status: 504,
      statusText: 'Gateway Timeout',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await apiErrorFromResponse(response)).toMatchObject({
      message: 'Upstream timed out',
      status: 504,
      code: undefined,
    });
  });

  it('uses the status text for an empty body', async () => {
    const response = new Response(null, { status: 502, statusText: 'Bad Gateway' });
    expect(await apiErrorFromResponse(response)).toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it("uses the status text rather than a proxy's HTML page", async () => {
    const response = new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'content-type': 'text/html' },
    });
    expect((await apiErrorFromResponse(response)).message).toBe('Bad Gateway');
  });

  it("falls back to 'An error occurred' when there is neither body nor status text", async () => {
    const response = new Response(null, { status: 500, statusText: '' });
    expect((await apiErrorFromResponse(response)).message).toBe(GENERIC_ERROR_MESSAGE);
  });
});
