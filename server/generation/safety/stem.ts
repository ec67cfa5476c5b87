/**
 * Light stemmers for English and Spanish: a word loses its inflection so that one entry in a word
 * list catches every form ("stab", "stabs", "stabbed", "stabbing"; "matar", "mató", "matando",
 * "matarlo"). They are crude on purpose: the word lists are stemmed by the same function, so a stem
 * only has to be the same for every form of a word, not a real root. Short or ambiguous words, whose
 * stems would meet a harmless word ("rape" and "rap", "arma" and "armar"), are listed as exact forms.
 */

export type StemLanguage = 'en' | 'es';

export interface Stem {
  readonly stem: string;
  /** A Spanish object pronoun fixed to a verb: "matarlo" (lo), "cortarme" (me), "mátate" (te). */
  readonly clitic?: string;
}

const undouble = (word: string) => (/([^aeiouls])\1$/.test(word) ? word.slice(0, -1) : word);

function stemEnglish(word: string): Stem {
  if (word.length <= 3) return { stem: word };
  if (word.endsWith('ies') && word.length > 4) return { stem: `${word.slice(0, -3)}y` };
  if (word.endsWith('ves') && word.length > 4) return { stem: `${word.slice(0, -3)}f` };
  for (const suffix of ['ings', 'ing', 'ers', 'er', 'ed']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      return { stem: dropFinalE(undouble(word.slice(0, -suffix.length))) };
    }
  }
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return { stem: word.slice(0, -2) };
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return { stem: dropFinalE(word.slice(0, -1)) };
  return { stem: dropFinalE(word) };
}

function dropFinalE(word: string): string {
  return word.length > 3 && word.endsWith('e') ? word.slice(0, -1) : word;
}

const CLITICS = [
  'selo',
  'sela',
  'melo',
  'mela',
  'nos',
  'los',
  'las',
  'les',
  'lo',
  'la',
  'le',
  'me',
  'te',
  'se',
];

/** "matarlo", "pegándole", "mátate": the verb and the pronoun fixed to it. */
function splitClitic(word: string): Stem {
  for (const clitic of CLITICS) {
    if (!word.endsWith(clitic)) continue;
    const verb = word.slice(0, -clitic.length);
    // After an infinitive or a gerund; after an imperative's last vowel only for one-syllable pronouns.
    if (/(?:ar|er|ir|ando|iendo)$/.test(verb) && verb.length >= 4) return { stem: verb, clitic };
    if (/[ae]$/.test(verb) && verb.length >= 4 && clitic.length === 2 && clitic !== 'la') {
      return { stem: verb, clitic };
    }
  }
  return { stem: word };
}

// Longest first; each leaves at least three letters.
const SPANISH_ENDINGS = [
  'amientos',
  'imientos',
  'amiento',
  'imiento',
  'aciones',
  'acion',
  'abamos',
  'ieron',
  'iendo',
  'yendo',
  'aron',
  'ando',
  'aban',
  'iera',
  'ados',
  'adas',
  'idos',
  'idas',
  'amos',
  'emos',
  'imos',
  'aba',
  'ado',
  'ada',
  'ido',
  'ida',
  'ian',
  'ara',
  'iste',
  'aste',
  'ar',
  'er',
  'ir',
  'ia',
  'io',
  'an',
  'en',
  'as',
  'es',
  'os',
  'a',
  'e',
  'o',
  'i',
  's',
];

function stemSpanish(word: string, clitics: boolean): Stem {
  const plain = word.replace(/ñ/g, 'n');
  const { stem: verb, clitic } = clitics ? splitClitic(plain) : { stem: plain, clitic: undefined };
  const ending = SPANISH_ENDINGS.find((end) => verb.endsWith(end) && verb.length - end.length >= 3);
  const stem = ending ? verb.slice(0, -ending.length) : verb;
  return clitic ? { stem, clitic } : { stem };
}

/**
 * The stem of a word in a language. Without accents "apunalo" may be "apuñaló" (stabbed) or "apuña-lo";
 * `clitics: false` reads it the first way, and readers look up both.
 */
export function stemOf(word: string, language: StemLanguage, clitics = true): Stem {
  if (language === 'es') return stemSpanish(word, clitics);
  // Stripping again until nothing changes: "slaughtered" and "slaughter" end on the same stem.
  let stem = word;
  for (let previous = ''; previous !== stem;) {
    previous = stem;
    stem = stemEnglish(stem).stem;
  }
  return { stem };
}
