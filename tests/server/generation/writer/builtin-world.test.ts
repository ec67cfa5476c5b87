import { describe, expect, it } from 'vitest';
import { createBuiltinWriter } from '../../../../server/generation/writer/builtin/builtin-writer';
import { parseStoryIdeas } from '../../../../server/generation/writer/builtin/ideas/parse-ideas';
import { Decks, Random } from '../../../../server/generation/writer/builtin/random';
import { chooseCast } from '../../../../server/generation/writer/builtin/story/cast';
import { planStory } from '../../../../server/generation/writer/builtin/story/plan';
import { StorySlots } from '../../../../server/generation/writer/builtin/story/slots';
import { carriable, SPECIES } from '../../../../server/generation/writer/builtin/world/species';
import type { AgeBand, Language, StoryRequest, Theme } from '../../../../server/generation/writer/types';
import { allSentences, storyRequest, storyText } from './story-text';

const writer = createBuiltinWriter();
const THEMES: Theme[] = ['adventure', 'fantasy', 'science', 'friendship', 'animals', 'mystery'];
const request = storyRequest;

function slotsFor(extra: Partial<StoryRequest>): StorySlots {
  const req = request('slots', extra);
  const random = new Random(req.seed);
  const ideas = parseStoryIdeas(req.customIdeas);
  const cast = chooseCast(req, ideas, random);
  return new StorySlots(
    cast,
    planStory(req, ideas, cast, random),
    req.ageBand,
    req.language,
    new Decks(random),
  );
}

describe('the world a built-in story is told in', () => {
  it('keeps the Moon a place with no puddles, leaves, rain, wind or birds', async () => {
    for (const [i, theme] of THEMES.entries()) {
      for (const language of ['en', 'es'] as Language[]) {
        const ideas = language === 'en' ? 'a trip to the moon' : 'un viaje a la luna';
        const story = await writer.write(request(`moon-${i}`, { theme, language, customIdeas: ideas }));
        expect(story.setting.toLowerCase()).toContain(language === 'en' ? 'moon' : 'luna');
        const words =
          language === 'en'
            ? /\b(puddles?|leaf|leaves|rain|breeze|wind|birds?|mud)\b/i
            : /(?<![\p{L}])(charcos?|hojas?|lluvia|brisa|viento|pájaros?|barro)(?![\p{L}])/iu;
        // Home has leaves and rain; the Moon, where the middle chapters happen, has none.
        const away = story.chapters.slice(1, -1).map((chapter) => chapter.paragraphs.join(' '));
        expect(away.join(' '), `${theme} ${language}`).not.toMatch(words);
      }
    }
  });

  it('never has a child carry a dragon, a pony or a unicorn, and carries a kitten only in arms that can', async () => {
    for (const [pet, name] of [
      ['dragon', 'Ember'],
      ['pony', 'Clover'],
      ['unicorn', 'Star'],
    ]) {
      for (const [i, theme] of THEMES.entries()) {
        const story = await writer.write(
          request(`carry-${pet}-${i}`, { theme, customIdeas: `a ${pet} called ${name}` }),
        );
        expect(story.cast.companion).toBe(name);
        expect(storyText(story)).not.toMatch(
          new RegExp(
            `(carried|scooped|picked) ${name}|${name} (up )?in (his|her|their) arms|carried (him|her|them) the last`,
          ),
        );
      }
    }
    expect(carriable(SPECIES.get('kitten')!)).toBe(true);
    expect(carriable(SPECIES.get('dragon')!)).toBe(false);
  });

  it('gives a penguin flippers and a puppy paws, never the other way round', async () => {
    for (const [i, theme] of THEMES.entries()) {
      const penguin = await writer.write(
        request(`penguin-${i}`, { theme, customIdeas: 'our penguin Pingu' }),
      );
      expect(storyText(penguin)).not.toMatch(/Pingu's paws|Pingu trotted ahead on quick paws|paw to help/);
      const puppy = await writer.write(request(`puppy-${i}`, { theme, customIdeas: 'a puppy called Nib' }));
      expect(storyText(puppy)).not.toMatch(/Nib's (wings|flippers|fins)|Nib flapped/);
    }
    expect(SPECIES.get('penguin')?.body).toBe('flippers');
    expect(SPECIES.get('puppy')?.body).toBe('paws');
  });

  it('speaks of a hero whose gender nobody gave by name and as "they", never "Max shook Max\'s head"', async () => {
    const slots = slotsFor({ heroName: 'Max' });
    expect(slots.value('hero', 'his')).toBe('their');
    expect(slots.value('hero', 'was')).toBe('they were');
    const story = await writer.write(request('neutral', { heroName: 'Max' }));
    for (const sentence of allSentences(story)) expect(sentence).not.toMatch(/\bMax\b[^.!?“”]*\bMax's\b/);
    // In Spanish, a line that needs the hero's gender ("cansad{hero.o}") is passed over.
    const spanish = slotsFor({ heroName: 'Alex', language: 'es' });
    expect(spanish.has('hero.o')).toBe(false);
    expect(spanish.has('pair.o')).toBe(false);
  });

  it("takes the hero's pronouns from the parent's own words", () => {
    expect(
      slotsFor({ heroName: 'Leo', customIdeas: 'he is shy at his new school' }).value('hero', 'his'),
    ).toBe('his');
    expect(slotsFor({ heroName: 'Ava', customIdeas: 'she is afraid of the dark' }).value('hero', 'he')).toBe(
      'she',
    );
    const girls = slotsFor({ language: 'es', customIdeas: 'mi hija Lola y su gata Nube' });
    expect(girls.value('hero', 'o')).toBe('a');
    expect(girls.value('pair', 'dos')).toBe('las dos');
    expect(girls.value('companion', 'o')).toBe('a');
  });

  it('travels further in a longer story: never home again in chapter 2, a second place past 6 chapters', async () => {
    for (const [i, theme] of THEMES.entries()) {
      const long = await writer.write(request(`far-${i}`, { theme, chapterCount: 8, targetMinutes: 40 }));
      const second = long.chapters[1]!.paragraphs.join(' ');
      expect(second).not.toMatch(/blue door was open|kitchen light|soup for supper|Home looked exactly/);
      const req = request(`far-${i}`, { theme, chapterCount: 8, targetMinutes: 40 });
      const random = new Random(req.seed);
      const ideas = parseStoryIdeas(undefined);
      const plan = planStory(req, ideas, chooseCast(req, ideas, random), random);
      expect(plan.far, theme).toBeDefined();
      expect(plan.far).not.toBe(plan.setting);
    }
  });

  it('tells each age band its own way: rhythm for the youngest, longer words and wit for the oldest', async () => {
    const stories = async (ageBand: AgeBand) =>
      Promise.all(
        THEMES.map((theme, i) => writer.write(request(`band-${ageBand}-${i}`, { theme, ageBand }))),
      );
    const toddler = (await stories('2-4')).map(storyText).join(' ');
    const big = (await stories('8-12')).map(storyText).join(' ');
    const repeated = /\b(\w+)[,.!]? \1[,.!]? \1\b/gi;
    expect((toddler.match(repeated) ?? []).length).toBeGreaterThan(10);
    expect((big.match(repeated) ?? []).length).toBeLessThan((toddler.match(repeated) ?? []).length / 3);
    const longWords = (text: string) =>
      text.split(/\s+/).filter((word) => word.replace(/\W/g, '').length >= 8).length;
    const share = (text: string) => longWords(text) / text.split(/\s+/).length;
    expect(share(big)).toBeGreaterThan(share(toddler));
    expect(big).toMatch(/Statistically|for the record|on record|I read it somewhere|three kinds of mystery/);
  });
});
