/**
 * Noun phrases in both languages. Spanish nouns carry gender and number so every article, contraction
 * (al, del) and agreeing adjective ending comes from the lexicon, never from a guess.
 */

import type { Language } from '../../types';

export type Gender = 'm' | 'f';

export interface NounEn {
  text: string;
  plural: boolean;
  /** Proper names take no article ("Turtle Island"). */
  proper: boolean;
}

export interface NounEs {
  text: string;
  gender: Gender;
  plural: boolean;
  /** Feminine nouns with a stressed initial a take "el"/"un" in the singular: el hada, el agua. */
  stressedA: boolean;
  proper: boolean;
}

export interface Noun {
  en: NounEn;
  es: NounEs;
}

/** m, f, mp, fp, or fa (feminine with stressed a). */
export type GenderCode = 'm' | 'f' | 'mp' | 'fp' | 'fa';

/** Builds a bilingual noun; a leading "!" marks a proper name that takes no article. */
export function noun(en: string, es: string, code: GenderCode): Noun {
  const plural = code === 'mp' || code === 'fp';
  return {
    en: { text: en.replace(/^!/, ''), plural, proper: en.startsWith('!') },
    es: {
      text: es.replace(/^!/, ''),
      gender: code.startsWith('f') ? 'f' : 'm',
      plural,
      stressedA: code === 'fa',
      proper: es.startsWith('!'),
    },
  };
}

const EN_AN_EXCEPTIONS = /^(uni|use|usu|eu|one|once)/i;
const EN_AN_SILENT_H = /^(hour|honest|honou?r|heir)/i;

export function englishIndefinite(text: string): string {
  const startsWithVowelSound =
    (/^[aeiou]/i.test(text) && !EN_AN_EXCEPTIONS.test(text)) || EN_AN_SILENT_H.test(text);
  return `${startsWithVowelSound ? 'an' : 'a'} ${text}`;
}

function englishForms(n: NounEn): Record<string, string> {
  const def = n.proper ? n.text : `the ${n.text}`;
  return {
    '': def,
    a: n.proper ? n.text : n.plural ? `some ${n.text}` : englishIndefinite(n.text),
    bare: n.text,
    s: n.text.endsWith('s') ? `${def}'` : `${def}'s`,
    // Verbs that agree with the noun: "the lost honeybees were waiting".
    was: n.plural ? 'were' : 'was',
    is: n.plural ? 'are' : 'is',
  };
}

function spanishArticle(n: NounEs): string {
  if (n.plural) return n.gender === 'f' ? 'las' : 'los';
  return n.gender === 'f' && !n.stressedA ? 'la' : 'el';
}

function spanishForms(n: NounEs): Record<string, string> {
  const article = spanishArticle(n);
  const def = n.proper ? n.text : `${article} ${n.text}`;
  const indefinite = n.plural
    ? n.gender === 'f'
      ? 'unas'
      : 'unos'
    : n.gender === 'f' && !n.stressedA
      ? 'una'
      : 'un';
  const contract = (preposition: 'a' | 'de') =>
    n.proper
      ? `${preposition} ${n.text}`
      : article === 'el'
        ? `${preposition === 'a' ? 'al' : 'del'} ${n.text}`
        : `${preposition} ${def}`;
  const ending = n.gender === 'f' ? 'a' : 'o';
  return {
    '': def,
    a: n.proper ? n.text : `${indefinite} ${n.text}`,
    al: contract('a'),
    del: contract('de'),
    bare: n.text,
    o: n.plural ? `${ending}s` : ending,
    n: n.plural ? 'n' : '',
    s: n.plural ? 's' : '',
    es: n.plural ? 'es' : '',
    // "este/esta/estos/estas"
    este: n.plural ? (n.gender === 'f' ? 'estas' : 'estos') : n.gender === 'f' ? 'esta' : 'este',
    su: n.plural ? 'sus' : 'su',
    // The object pronoun that stands for it: "encontrarla", "los vio".
    lo: n.plural ? (n.gender === 'f' ? 'las' : 'los') : n.gender === 'f' ? 'la' : 'lo',
  };
}

const EN_TAIL = / (of|that|who|which|near|on|in|at|behind|by|under|with|from|for|where) /;
const ES_TAIL = / (de|del|que|en|cerca|junto|con|para|sobre|bajo|donde|a|más) /;

/**
 * How a story says a thing it has already named: its head, without the tail ("the trail of green chalk
 * marks" → "the trail", "la torre de la luz verde" → "la torre"). Names and short phrases stay whole;
 * gender and number are the head's, as they always were.
 */
/** "tumbling waterfall" → "waterfall", "old stone bridge" → "bridge": a phrase with no tail ends in its head. */
const englishHead = (text: string) =>
  /^[a-z][a-z -]*$/.test(text) ? (text.split(' ').at(-1) ?? text) : text;

export function shortNoun(n: Noun): Noun {
  const cut = (text: string, tail: RegExp) => {
    const match = tail.exec(text);
    // "lo que quedaba del muro" has no head to stand for it.
    return match && text.split(' ').length >= 3 && !/^lo /.test(text) ? text.slice(0, match.index) : text;
  };
  return {
    en: n.en.proper
      ? n.en
      : { ...n.en, text: EN_TAIL.test(n.en.text) ? cut(n.en.text, EN_TAIL) : englishHead(n.en.text) },
    es: n.es.proper ? n.es : { ...n.es, text: cut(n.es.text, ES_TAIL) },
  };
}

/** All the forms a template may ask for, e.g. {place}, {place.a}, {place.al}, {place.o}. */
export function nounForms(n: Noun, language: Language): Record<string, string> {
  return language === 'en' ? englishForms(n.en) : spanishForms(n.es);
}

/** A name's forms: {hero} and, in English, the possessive {hero.s}. */
export function nameForms(name: string, language: Language): Record<string, string> {
  if (language === 'es') return { '': name };
  return { '': name, s: /s$/i.test(name) ? `${name}'` : `${name}'s` };
}
