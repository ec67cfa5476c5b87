import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakNarrator } from '../../../../server/generation/narrator/espeak-narrator';
import {
  renderChapter,
  warmEspeak,
  type RenderedSpeech,
} from '../../../../server/generation/narrator/espeak-render';
import {
  NARRATOR_VOICES,
  type NarrationLanguage,
  type NarrationRequest,
  type Narrator,
  type NarratorVoice,
} from '../../../../server/generation/narrator/types';
import { medianPitchHz, rms, silentStretches } from './audio-analysis';
import { CHAPTERS, chapterRequest, countWords, requestWords } from './fixtures/requests';

const LANGUAGES: NarrationLanguage[] = ['en', 'es'];
const COMBOS = LANGUAGES.flatMap((language) => NARRATOR_VOICES.map((voice) => ({ language, voice })));

let narrator: Narrator;
beforeAll(() => {
  narrator = createEspeakNarrator({ workers: 2 });
});
afterAll(() => narrator.close());

const renders = new Map<string, Promise<RenderedSpeech>>();
/** PCM of a chapter, spoken on the test thread by the same code the workers run. */
function rendered(language: NarrationLanguage, voice: NarratorVoice): Promise<RenderedSpeech> {
  const key = `${language}/${voice}`;
  if (!renders.has(key)) renders.set(key, renderChapter(chapterRequest(language, voice)));
  return renders.get(key) as Promise<RenderedSpeech>;
}

describe('espeak narrator: every voice in every language', () => {
  it.each(COMBOS)(
    '$language $voice: a mono 22,050 Hz MP3 of plausible, measured length',
    async ({ language, voice }) => {
      const request = chapterRequest(language, voice);
      const narration = await narrator.narrate(request);

      const { format } = await parseBuffer(narration.mp3, { mimeType: 'audio/mpeg' }, { duration: true });
      expect(format.codec).toBe('MPEG 2 Layer 3');
      expect(format.numberOfChannels).toBe(1);
      expect(format.sampleRate).toBe(22050);
      expect(narration.sampleRate).toBe(22050);

      const words = requestWords(request);
      expect(narration.durationSeconds).toBeGreaterThan(0.15 * words);
      expect(narration.durationSeconds).toBeLessThan(1.2 * words);
      expect(Math.abs(narration.durationSeconds - (format.duration ?? 0))).toBeLessThanOrEqual(0.1);
      // 48 kbps constant bitrate: the file size follows from the duration.
      expect(narration.mp3.length).toBeCloseTo((narration.durationSeconds * 48000) / 8, -3);
    },
  );

  it.each(COMBOS)('$language $voice: is speech, not silence', async ({ language, voice }) => {
    const speech = await rendered(language, voice);
    expect(rms(speech.samples)).toBeGreaterThan(1000); // ≈ −30 dBFS over the chapter, pauses included
    const peak = speech.samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak).toBeLessThan(32000); // and never clipped
  });
});

describe('espeak narrator: the four voices sound different', () => {
  it.each(LANGUAGES)('%s: the soothing narrator is slower than the energetic child', async (language) => {
    const soothing = await rendered(language, 'SOOTHING_NARRATOR');
    const child = await rendered(language, 'ENERGETIC_CHILD');
    expect(soothing.samples.length).toBeGreaterThan(child.samples.length * 1.2);
  });

  it.each(LANGUAGES)(
    '%s: pitch falls from child to warm female to friendly male to soothing',
    async (language) => {
      const pitch = async (voice: NarratorVoice) => {
        const speech = await rendered(language, voice);
        return medianPitchHz(speech.samples, speech.sampleRate);
      };
      const [child, female, male, soothing] = await Promise.all([
        pitch('ENERGETIC_CHILD'),
        pitch('WARM_FEMALE'),
        pitch('FRIENDLY_MALE'),
        pitch('SOOTHING_NARRATOR'),
      ]);
      expect(child).toBeGreaterThan(female * 1.2);
      expect(female).toBeGreaterThan(male * 1.5);
      expect(male).toBeGreaterThan(soothing * 1.15);
    },
  );
});

describe('espeak narrator: the shape of a chapter', () => {
  const withoutTitle = (request: NarrationRequest): NarrationRequest => ({ ...request, title: '' });

  it.each(LANGUAGES)('%s: leaves at least half a second of silence between paragraphs', async (language) => {
    const request = withoutTitle(chapterRequest(language, 'WARM_FEMALE'));
    const speech = await renderChapter(request);
    const [longest] = silentStretches(speech.samples, speech.sampleRate);
    expect(longest?.seconds).toBeGreaterThanOrEqual(0.5);

    // …and that silence sits after the first paragraph's last word and before the second's first.
    const firstParagraphWords = countWords(request.paragraphs[0] ?? '');
    const lastOfFirst = speech.words[firstParagraphWords - 1];
    const firstOfSecond = speech.words[firstParagraphWords];
    expect(firstOfSecond?.word).toBe(request.paragraphs[1]?.split(' ')[0]);
    expect((longest?.startSeconds ?? 0) * 1000).toBeGreaterThan(lastOfFirst?.startMs ?? Infinity);
    expect((firstOfSecond?.startMs ?? 0) - (lastOfFirst?.endMs ?? 0)).toBeGreaterThanOrEqual(500);
  });

  it.each(LANGUAGES)('%s: says the title first, then pauses about a second', async (language) => {
    const request = chapterRequest(language, 'FRIENDLY_MALE');
    const [full, body, title] = await Promise.all([
      narrator.narrate(request),
      narrator.narrate(withoutTitle(request)),
      renderChapter({ ...request, paragraphs: [] }),
    ]);
    const titleSeconds = title.samples.length / title.sampleRate;
    const difference = full.durationSeconds - body.durationSeconds;
    expect(difference).toBeGreaterThan(titleSeconds + 0.8);
    expect(difference).toBeLessThan(titleSeconds + 1.2);
    const titleWords = CHAPTERS[language].title.split(' ');
    expect(full.wordTimings?.slice(0, titleWords.length).map((timing) => timing.word)).toEqual(titleWords);
  });

  it.each(LANGUAGES)('%s: word timings cover every word, in order, within the audio', async (language) => {
    const request = chapterRequest(language, 'ENERGETIC_CHILD');
    const narration = await narrator.narrate(request);
    const timings = narration.wordTimings ?? [];
    expect(timings.length).toBe(requestWords(request));
    timings.forEach((timing, index) => {
      expect(timing.endMs).toBeGreaterThanOrEqual(timing.startMs);
      if (index > 0) expect(timing.startMs).toBeGreaterThanOrEqual(timings[index - 1]?.endMs ?? 0);
    });
    expect(timings[0]?.startMs).toBeGreaterThanOrEqual(0);
    expect(timings.at(-1)?.endMs).toBeLessThanOrEqual(narration.durationSeconds * 1000);
  });
});

describe('espeak narrator: warming up', () => {
  it('starts its threads without failing, and narrates the same chapter afterwards', async () => {
    const fresh = createEspeakNarrator({ workers: 2 });
    try {
      const warming = fresh.warm?.();
      // Asked again while warming (the server asks at start and once it listens), the same warm-up.
      expect(fresh.warm?.()).toBe(warming);
      await expect(warming).resolves.toBeUndefined();
      const request = chapterRequest('en', 'SOOTHING_NARRATOR');
      const [afterWarm, reference] = await Promise.all([fresh.narrate(request), narrator.narrate(request)]);
      expect(afterWarm.durationSeconds).toBeCloseTo(reference.durationSeconds, 1);
      expect(afterWarm.wordTimings?.map((timing) => timing.word)).toEqual(
        reference.wordTimings?.map((timing) => timing.word),
      );
    } finally {
      await fresh.close();
    }
  });

  it('speaks its passages inside the thread, and stops between passages once told to', async () => {
    const passages = [
      { language: 'en', voice: 'WARM_FEMALE', text: 'The little fox ran home.' },
      { language: 'es', voice: 'WARM_FEMALE', text: 'La zorrita corrió a casa.' },
      { language: 'en', voice: 'SOOTHING_NARRATOR', text: 'Good night, little fox.' },
    ] as const;
    await expect(warmEspeak(passages, () => false)).resolves.toBe(3);
    let asked = 0;
    await expect(warmEspeak(passages, () => ++asked > 1)).resolves.toBe(1);
  });

  it('gives way to a chapter asked for while it warms, and warms nothing once closed', async () => {
    const fresh = createEspeakNarrator({ workers: 2 });
    const request = chapterRequest('es', 'WARM_FEMALE');
    const warming = fresh.warm?.();
    const [narration, reference] = await Promise.all([fresh.narrate(request), narrator.narrate(request)]);
    await expect(warming).resolves.toBeUndefined();
    expect(narration.durationSeconds).toBeCloseTo(reference.durationSeconds, 1);

    await fresh.close();
    await expect(fresh.warm?.()).resolves.toBeUndefined();
    await expect(fresh.narrate(request)).rejects.toThrow();
  });
});
