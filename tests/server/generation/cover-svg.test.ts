import { describe, expect, it } from 'vitest';
import { drawCoverSvg, type CoverInput } from '../../../server/generation/cover/cover-svg';
import { COVER_TIMES } from '../../../server/generation/cover/cover-words';
import { readCoverScene } from '../../../server/generation/cover/read-cover-scene';
import { chooseCast } from '../../../server/generation/writer/builtin/story/cast';
import { writeStory } from '../../../server/generation/writer/builtin/story/write-story';
import { SETTINGS, THEMES } from '../../../server/generation/writer/builtin/content/catalog';
import { Random } from '../../../server/generation/writer/builtin/random';
import { parseStoryIdeas } from '../../../server/generation/writer/builtin/ideas/parse-ideas';
import type { StoryRequest, Theme } from '../../../server/generation/writer/types';
import { xmlProblems } from './well-formed-xml';

const THEME_LIST = Object.keys(THEMES) as Theme[];

function request(seed: string, theme: Theme, language: 'en' | 'es' = 'en'): StoryRequest {
  return { seed, theme, language, ageBand: '4-6', chapterCount: 3, targetMinutes: 15 };
}

/** A built-in story and its cover input, as the jobs worker builds it. */
function coverOf(seed: string, theme: Theme, language: 'en' | 'es' = 'en'): CoverInput {
  const story = writeStory(request(seed, theme, language));
  return { theme, title: story.title, seed, story };
}

/** What is drawn and where, without colours, ids or title: two covers that differ here differ in shape. */
const drawing = (svg: string) =>
  svg
    .replace(/<title>.*?<\/title>|<text.*?<\/text>/g, '')
    .replace(/#[\da-f]{6}/gi, '#')
    .replace(/"[sf][\da-z]+"|#[sf][\da-z]+\)/g, 'id');

/** The elements drawn, in order, without any of their attributes. */
const elements = (svg: string) => (svg.match(/<[a-zA-Z]+/g) ?? []).join('');

const inPlace = (setting: string, companion = 'Pip', kind = 'fox') => ({
  setting,
  cast: { companion },
  chapters: [{ paragraphs: [`${companion}, a little ${kind}, yawned.`] }],
});

describe('story covers', () => {
  it('draws the same cover for the same story', () => {
    const input = coverOf('same', 'science');
    expect(drawCoverSvg(input)).toBe(drawCoverSvg(coverOf('same', 'science')));
  });

  it('draws two stories of one theme as different pictures, not just different colours', () => {
    const one = drawCoverSvg(coverOf('first', 'science'));
    const other = drawCoverSvg(coverOf('second', 'science'));
    expect(drawing(one)).not.toBe(drawing(other));
    // The same place and companion with another seed still moves things around and changes the sky.
    const story = inPlace('Secret Garden');
    const a = drawCoverSvg({ theme: 'science', title: 'Glow', seed: 'a', story });
    const b = drawCoverSvg({ theme: 'science', title: 'Glow', seed: 'b', story });
    expect(drawing(a)).not.toBe(drawing(b));
    expect(a.match(/<stop [^>]+>/g)).not.toEqual(b.match(/<stop [^>]+>/g));
  });

  it('draws each of the built-in places as its own scene, named in English or Spanish', () => {
    const scenes = Object.values(SETTINGS).map((setting) => {
      for (const name of [setting.place.en.text, setting.place.es.text]) {
        const scene = readCoverScene({ theme: 'nature', title: 'T', seed: 's', story: inPlace(name) });
        expect(scene.place, name).toBe(setting.key);
      }
      return elements(
        drawCoverSvg({ theme: 'nature', title: 'T', seed: 's', story: inPlace(setting.place.en.text) }),
      );
    });
    expect(new Set(scenes).size).toBe(Object.keys(SETTINGS).length);
  });

  it('reads a place word in a setting it does not know, and otherwise picks one of the theme’s places', () => {
    const read = (setting: string, seed = 's') =>
      readCoverScene({ theme: 'mystery', title: 'T', seed, story: inPlace(setting) }).place;
    expect(read('a little cottage by the sea')).toBe('beach');
    expect(read('el castillo de la abuela')).toBe('castle');
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(THEMES.mystery.settings).toContain(read("Grandma's attic", seed));
      expect(read("Grandma's attic", seed)).toBe(read("Grandma's attic", seed));
    }
  });

  it("draws the built-in writer's own companion, in both languages", () => {
    for (let i = 0; i < 60; i++) {
      const theme = THEME_LIST[i % THEME_LIST.length] as Theme;
      const language = i % 2 === 0 ? 'en' : 'es';
      const written = request(`companion-${i}`, theme, language);
      const cast = chooseCast(written, parseStoryIdeas(undefined), new Random(written.seed));
      const story = writeStory(written);
      const scene = readCoverScene({ theme, title: story.title, seed: written.seed, story });
      expect(scene.companion, `${story.cast.companion} (${language})`).toBe(cast.companion.species.key);
    }
  });

  it('reads companions introduced in other ways, and draws a little star for one it does not know', () => {
    const read = (story: ReturnType<typeof inPlace>) =>
      readCoverScene({ theme: 'family', title: 'T', seed: 's', story }).companion;
    expect(
      read({ ...inPlace('farm', 'Nib'), chapters: [{ paragraphs: ['Sam had a puppy called Nib.'] }] }),
    ).toBe('puppy');
    expect(
      read({ ...inPlace('granja', 'Lilo'), chapters: [{ paragraphs: ['Leo jugaba con Lilo, un poni.'] }] }),
    ).toBe('pony');
    // No name in the cast (an OpenAI-compatible writer may leave it out): the first one introduced.
    expect(
      read({ ...inPlace('forest', ''), chapters: [{ paragraphs: ['Her friend was Pip, a little owl.'] }] }),
    ).toBe('owl');
    const unknown = { ...inPlace('forest', 'Bubbles'), chapters: [{ paragraphs: ['Bubbles, a sprite.'] }] };
    expect(read(unknown)).toBeUndefined();
    expect(drawCoverSvg({ theme: 'family', title: 'T', seed: 's', story: unknown })).toContain('#ffe27a');
  });

  it('shows the Moon by night, and every time of day across stories', () => {
    const moon = readCoverScene({ theme: 'science', title: 'T', seed: 's', story: inPlace('Moon') });
    expect(moon.time).toBe('night');
    const times = new Set(
      Array.from({ length: 30 }, (_, i) => readCoverScene(coverOf(`time-${i}`, 'friendship')).time),
    );
    expect([...times].sort()).toEqual([...COVER_TIMES].sort());
  });

  it('writes the title as text, escaped, wrapped onto at most three lines', () => {
    const svg = drawCoverSvg({
      theme: 'mystery',
      title: `Tom & "Jerry" <script>alert('x')</script> go > far away over the hills`,
      seed: 's',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title>Tom &#38; &#34;Jerry&#34; &#60;script&#62;alert(&#39;x&#39;)');
    expect(svg).toContain('>Tom &#38; &#34;Jerry&#34;</tspan>');
    expect(svg.match(/<tspan/g)?.length).toBe(3);
    expect(xmlProblems(svg)).toEqual([]);
  });

  it('is a small, well-formed SVG 1.1 document with a viewBox and nothing from outside', () => {
    const sizes = THEME_LIST.flatMap((theme, i) =>
      ['en', 'es'].map((language, k) => {
        const input = coverOf(`doc-${i}-${k}`, theme, language as 'en' | 'es');
        const svg = drawCoverSvg({ ...input, title: `${input.title} and the Very Long Way Home Again` });
        expect(
          svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 600 600">'),
        ).toBe(true);
        expect(xmlProblems(svg)).toEqual([]);
        expect(svg).not.toMatch(/href|<image|@import|<script|url\((?!#)/);
        expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toContain('http');
        return Buffer.byteLength(svg);
      }),
    );
    expect(Math.max(...sizes)).toBeLessThan(12_000);
  });
});
