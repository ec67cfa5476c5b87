import { describe, expect, it } from 'vitest';
import { createBuiltinWriter } from '../../../../server/generation/writer/builtin/builtin-writer';
import { allSentences, storyRequest } from './story-text';

const writer = createBuiltinWriter();
const request = storyRequest;

describe('the built-in writer and its seed', () => {
  it('writes exactly the same story for the same seed', async () => {
    const first = await writer.write(
      request('same-seed', { language: 'es', theme: 'mystery', ageBand: '8-12' }),
    );
    const second = await writer.write(
      request('same-seed', { language: 'es', theme: 'mystery', ageBand: '8-12' }),
    );
    expect(second).toEqual(first);
  });

  it('writes clearly different stories for different seeds', async () => {
    for (const theme of ['adventure', 'friendship', 'science'] as const) {
      const a = await writer.write(request('seed-a', { theme }));
      const b = await writer.write(request('seed-b', { theme }));
      const sentencesOfA = new Set(allSentences(a));
      const shared = allSentences(b).filter((sentence) => sentencesOfA.has(sentence));
      expect(shared.length / sentencesOfA.size, theme).toBeLessThan(0.3);
      const differences = [
        a.title !== b.title,
        a.setting !== b.setting,
        a.cast.companion !== b.cast.companion,
      ];
      expect(differences.filter(Boolean).length, theme).toBeGreaterThanOrEqual(2);
    }
  });

  it('still writes different stories for two seeds when the hero is the same child', async () => {
    const a = await writer.write(request('child-1', { heroName: 'Lucía', language: 'es' }));
    const b = await writer.write(request('child-2', { heroName: 'Lucía', language: 'es' }));
    const sentencesOfA = new Set(allSentences(a));
    const shared = allSentences(b).filter((sentence) => sentencesOfA.has(sentence));
    expect(shared.length / sentencesOfA.size).toBeLessThan(0.3);
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(writer.write(request('aborted'), controller.signal)).rejects.toThrow();
  });

  it('refuses a request outside the contract', async () => {
    await expect(writer.write(request('bad', { chapterCount: 13 }))).rejects.toThrow();
    await expect(writer.write(request('bad', { chapterCount: 2 }))).rejects.toThrow();
  });
});
