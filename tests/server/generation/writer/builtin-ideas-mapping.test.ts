import { describe, expect, it } from 'vitest';
import { createBuiltinWriter } from '../../../../server/generation/writer/builtin/builtin-writer';
import { parseStoryIdeas } from '../../../../server/generation/writer/builtin/ideas/parse-ideas';
import type { StoryRequest } from '../../../../server/generation/writer/types';
import { chapterText, containsWord, storyText } from './story-text';

const writer = createBuiltinWriter();
const write = (customIdeas: string, extra: Partial<StoryRequest> = {}) =>
  writer.write({
    seed: `mapping-${customIdeas}`,
    language: 'en',
    theme: 'family',
    ageBand: '4-6',
    chapterCount: 4,
    targetMinutes: 20,
    heroName: 'Max',
    customIdeas,
    ...extra,
  });

describe("the parent's ideas at the heart of the story", () => {
  it('"Lucía y su perro Toby van al parque": Lucía is the hero, Toby her dog, the park the place', async () => {
    const ideas = parseStoryIdeas('Lucía y su perro Toby van al parque');
    expect(ideas).toMatchObject({ heroName: 'Lucía', place: 'garden', pet: { key: 'puppy', name: 'Toby' } });
    const story = await write('Lucía y su perro Toby van al parque', { language: 'es', heroName: undefined });
    expect(story.cast.hero).toBe('Lucía');
    expect(story.cast.companion).toBe('Toby');
    expect(storyText(story)).toMatch(/\bperro\b/);
    expect(`${story.description} ${storyText(story)}`).toMatch(/\bparque\b/);
    // The kid profile's child comes along when the ideas make another child the hero.
    const withProfile = await write('Lucía y su perro Toby van al parque', {
      language: 'es',
      heroName: 'Mateo',
    });
    expect(withProfile.cast.hero).toBe('Lucía');
    expect(containsWord(storyText(withProfile), 'Mateo')).toBe(true);
  });

  it('"shy at his new school": the story is about being brave somewhere new, and speaks of him as "he"', async () => {
    const ideas = parseStoryIdeas('He is shy at his new school');
    expect(ideas.situations).toEqual(expect.arrayContaining(['new-school', 'shy']));
    expect(ideas.heroGender).toBe('m');
    const story = await write('He is shy at his new school');
    const text = storyText(story);
    expect(text).toMatch(/\bschool\b/);
    expect(text).toMatch(/\bshy\b/);
    expect(text).toMatch(/\bhis\b/);
    expect(story.description).toMatch(/first day somewhere new/);
  });

  it('"grandma bakes cookies": Grandma has a part and the cookies come along', async () => {
    const ideas = parseStoryIdeas('grandma bakes cookies');
    expect(ideas.people.map((p) => p.relation)).toEqual(['grandma']);
    expect(ideas.favourites.map((f) => f.key)).toEqual(['cookies']);
    const story = await write('grandma bakes cookies', { chapterCount: 6, targetMinutes: 30 });
    const text = storyText(story);
    expect(text).toMatch(/\bGrandma\b/);
    expect(text).toMatch(/\bcookies\b/);
    expect(story.description).toMatch(/Grandma has a part to play/);
  });

  it('"a brother named Hugo": Hugo is in the story, as the hero\'s brother', async () => {
    const ideas = parseStoryIdeas('a brother named Hugo');
    expect(ideas.people).toMatchObject([{ relation: 'brother', name: 'Hugo', gender: 'm' }]);
    const story = await write('a brother named Hugo');
    expect(containsWord(chapterText(story.chapters[0]!), 'Hugo')).toBe(true);
    expect(storyText(story)).toMatch(/Max's brother, Hugo/);
  });

  it('"a robot friend": the companion is a robot, not a friend called Robot', async () => {
    const ideas = parseStoryIdeas('a robot friend');
    expect(ideas.pet?.key).toBe('robot');
    expect(ideas.people).toEqual([]);
    const story = await write('a robot friend');
    expect(storyText(story)).toMatch(/\brobot\b/);
  });

  it('"afraid of the dark", "a new baby", "moving house" become what the story is about', async () => {
    for (const [idea, words] of [
      ['she is afraid of the dark', /\bdark\b/],
      ['a new baby is coming', /\bbaby\b/],
      ['we are moving house', /\bmov(e|ing)\b/],
    ] as const) {
      const story = await write(idea);
      expect(storyText(story), idea).toMatch(words);
    }
  });
});
