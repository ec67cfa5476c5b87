/** Counting out loud with little ones: "one shell, two shells, three shells" / "una concha, dos conchas". */

import type { Language } from '../../types';
import type { Countable } from '../content/content-types';

const EN = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ES = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

function numberWord(amount: number, language: Language, feminine: boolean): string {
  if (language === 'es' && amount === 1) return feminine ? 'una' : 'un';
  return (language === 'en' ? EN : ES)[amount] ?? String(amount);
}

function phrase(countable: Countable, amount: number, language: Language): string {
  if (language === 'en')
    return `${numberWord(amount, 'en', false)} ${amount === 1 ? countable.en[0] : countable.en[1]}`;
  const [singular, plural, gender] = countable.es;
  return `${numberWord(amount, 'es', gender === 'f')} ${amount === 1 ? singular : plural}`;
}

export function countForms(
  held: { countable: Countable; amount: number },
  language: Language,
): Record<string, string> {
  const { countable, amount } = held;
  const steps = Array.from({ length: amount }, (_, i) => phrase(countable, i + 1, language));
  const plural = language === 'en' ? countable.en[1] : countable.es[1];
  const article = language === 'en' ? 'the' : countable.es[2] === 'f' ? 'las' : 'los';
  return {
    '': `${article} ${plural}`,
    pl: plural,
    one: phrase(countable, 1, language),
    list: steps.join(', '),
    total: phrase(countable, amount, language),
    n: numberWord(amount, language, false),
  };
}
