/**
 * A story's title, its chapters' titles and its description. The description says, in a line a parent
 * reads on the story page, how their ideas were used.
 */

import type { Language } from '../../types';
import { CHAPTER_TITLES } from '../content/frames/catalog';
import { nounForms } from '../grammar/noun';
import { capitalizeStart } from '../grammar/sentences';
import type { StoryIdeas } from '../ideas/parse-ideas';
import type { Cast } from './cast';
import type { Part, StoryPlan } from './plan';
import type { StorySlots } from './slots';
import type { Teller } from './teller';
import { block } from '../grammar/template';

const SMALL_WORDS = new Set('a an the and of to in on at for with by from'.split(' '));

function titleCase(text: string, language: Language): string {
  const trimmed = text.replace(/[.!]+$/, '').trim();
  if (language === 'es') return capitalizeStart(trimmed);
  return trimmed
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    )
    .join(' ');
}

export function storyTitle(
  given: string | undefined,
  plan: StoryPlan,
  slots: StorySlots,
  teller: Teller,
): string {
  if (given?.trim()) return given.trim();
  const lines = plan.shape.titles[slots.language].join('\n');
  const [title] = teller.tell({ en: block(lines), es: block(lines) });
  return titleCase(title ?? '', slots.language);
}

export function chapterTitle(
  parts: readonly Part[],
  slots: StorySlots,
  teller: Teller,
  used: Set<string>,
): string {
  const main = parts.includes('earn') ? 'earn' : parts.includes('low') ? 'low' : (parts[0] ?? 'trial');
  for (let attempt = 0; attempt < 6; attempt++) {
    const [line] = teller.tell(CHAPTER_TITLES[main]);
    const title = titleCase(line ?? '', slots.language);
    if (title && !used.has(title)) {
      used.add(title);
      return title;
    }
  }
  const fallback = `${slots.language === 'en' ? 'Chapter' : 'Capítulo'} ${slots.scene.chapter}`;
  used.add(fallback);
  return fallback;
}

/** What the description says of the parent's ideas: who came along and what the story is about. */
function ideasUsed(cast: Cast, plan: StoryPlan, ideas: StoryIdeas, language: Language): string[] {
  const said: string[] = [];
  const en = language === 'en';
  if (ideas.heroName)
    said.push(en ? `${cast.hero} is the hero` : `${cast.hero} es quien protagoniza la historia`);
  if (cast.companion.isPet) {
    const kind = nounForms(cast.companion.kind, language)['bare'];
    said.push(
      en
        ? `${cast.companion.name} the ${kind} comes along`
        : `${cast.companion.name}, su ${kind}, va con ${cast.hero}`,
    );
  }
  for (const person of cast.people) {
    const name = nounForms(person.name, language)[''];
    // "Leo's brother Hugo", "Hugo, el hermano de Leo": the parent's word for who they are is kept.
    const relation = person.relation ? nounForms(person.relation, language)['bare'] : undefined;
    const who = relation
      ? en
        ? `${cast.hero}'s ${relation} ${name}`
        : `${name}, ${person.gender === 'f' ? 'la' : 'el'} ${relation} de ${cast.hero},`
      : name;
    said.push(en ? `${who} has a part to play` : `${who} tiene su papel`);
  }
  if (ideas.place) {
    const place = nounForms(ideas.placeWord ?? plan.setting.place, language)[en ? '' : 'al'];
    said.push(en ? `it goes to ${place}` : `va ${place}`);
  }
  if (cast.favourite) {
    const fav = nounForms(cast.favourite.noun, language)[''];
    const plural = cast.favourite.noun[language].plural;
    said.push(
      en
        ? `${fav} ${plural ? 'have their' : 'has its'} moment`
        : `${fav} ${plural ? 'tienen' : 'tiene'} su momento`,
    );
  }
  if (plan.situation) said.push(SITUATION_SAID[plan.situation][language]);
  return said;
}

const SITUATION_SAID = {
  'new-school': {
    en: 'it is about being brave on a first day somewhere new',
    es: 'habla de ser valiente el primer día en un sitio nuevo',
  },
  shy: {
    en: 'it is about feeling shy, and saying hello anyway',
    es: 'habla de la vergüenza, y de saludar aunque cueste',
  },
  dark: {
    en: 'it is about the dark, and how it is kinder than it looks',
    es: 'habla de la oscuridad, que es más amable de lo que parece',
  },
  baby: { en: 'it is about a new baby coming to the family', es: 'habla de un bebé que llega a la familia' },
  moving: {
    en: 'it is about moving house, and taking home with you',
    es: 'habla de mudarse de casa, y de llevarse el hogar consigo',
  },
} as const;

export function storyDescription(cast: Cast, plan: StoryPlan, ideas: StoryIdeas, language: Language): string {
  const goal = plan.want.goal[language];
  const place = nounForms(ideas.placeWord ?? plan.setting.place, language);
  const main =
    language === 'en'
      ? `${cast.hero} and ${cast.companion.name} set out across ${place['']} to ${goal}.`
      : `${cast.hero} y ${cast.companion.name} recorren ${place['']} para ${goal}.`;
  const said = ideasUsed(cast, plan, ideas, language);
  if (said.length === 0) return main;
  const list =
    said.length === 1
      ? said[0]
      : `${said.slice(0, -1).join('; ')}${language === 'en' ? '; and ' : '; y '}${said.at(-1)}`;
  const lead = language === 'en' ? 'From your ideas:' : 'Con vuestras ideas:';
  return `${main} ${lead} ${list}.`;
}
