/**
 * What a parent does against a running server process, over real HTTP: sign up, ask for a 3-chapter
 * story, and wait until its first chapter can be played (or the story ends without one). Returns the
 * story's status and how many chapters are playable by then.
 */

async function call<T>(baseUrl: string, url: string, token?: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export async function firstChapterOverHttp(
  baseUrl: string,
  timeoutMs = 120_000,
): Promise<{ status: string; chaptersReady: number }> {
  const { tokens } = await call<{ tokens: { accessToken: string } }>(baseUrl, '/auth/register', undefined, {
    name: 'Process Parent',
    email: `process-${Date.now()}@example.com`,
    password: 'process-test-password',
  });
  const token = tokens.accessToken;
  const story = await call<{ id: string }>(baseUrl, '/stories', token, {
    title: 'A Moon Story',
    theme: 'adventure',
    ageGroup: '4-8',
    targetDuration: 15,
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { status } = await call<{ status: string }>(baseUrl, `/stories/${story.id}`, token);
    const audio = await call<{ chaptersReady: number }>(baseUrl, `/stories/${story.id}/audio-status`, token);
    if (audio.chaptersReady > 0 || status !== 'generating')
      return { status, chaptersReady: audio.chaptersReady };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no chapter was ready within ${timeoutMs / 1000} s`);
}
