/**
 * What a parent reads when a title or ideas are refused: kind, clear, in their language, naming the
 * field, and ending with a gentler idea to try (suggestions.ts).
 */

import type { Message, RefusedCategory } from './suggestions';

export type { Message } from './suggestions';

export type InputField = 'title' | 'customIdeas' | 'description';

export type InputRejection = RefusedCategory | 'too-long' | 'markup';

const SUBJECT: Record<InputField, Message> = {
  title: { en: 'The title has', es: 'El título tiene' },
  customIdeas: { en: 'Your ideas have', es: 'Tus ideas tienen' },
  description: { en: 'The description has', es: 'La descripción tiene' },
};

const WHAT: Record<Exclude<RefusedCategory, 'self-harm' | 'personal-data'>, Message> = {
  violence: { en: 'someone getting hurt', es: 'alguien que sale herido' },
  weapons: { en: 'weapons', es: 'armas' },
  sexual: { en: 'grown-up things', es: 'cosas de mayores' },
  drugs: { en: 'drugs, alcohol or smoking', es: 'drogas, alcohol o tabaco' },
  hate: { en: 'words that hurt people', es: 'palabras que hacen daño a otras personas' },
  profanity: { en: 'rude words', es: 'palabrotas' },
  horror: { en: 'gory or very frightening things', es: 'cosas sangrientas o que dan mucho miedo' },
};

/** "out of the title" / "fuera del título". */
const OUT_OF: Record<InputField, Message> = {
  title: { en: 'out of the title', es: 'fuera del título' },
  customIdeas: { en: 'out of your ideas', es: 'fuera de tus ideas' },
  description: { en: 'out of the description', es: 'fuera de la descripción' },
};

export function tooLongMessage(field: InputField, limit: number): Message {
  return field === 'customIdeas'
    ? {
        en: `Those ideas are a little long: please keep them to ${limit} characters or fewer.`,
        es: `Esas ideas son un poco largas: que no pasen de ${limit} caracteres, por favor.`,
      }
    : {
        en: `That ${field} is a little long: please keep it to ${limit} characters or fewer.`,
        es: `${field === 'title' ? 'Ese título es un poco largo' : 'Esa descripción es un poco larga'}: que no pase de ${limit} caracteres, por favor.`,
      };
}

/** The characters the written-text check takes for a template leaking through (check-generated-text.ts). */
export function markupMessage(field: InputField): Message {
  return {
    en: `Please leave < > { } and words like “undefined” ${OUT_OF[field].en}: the story would stumble over them. Try “I love my cat” instead of “I <3 my cat”.`,
    es: `Por favor, deja < > { } y palabras como «undefined» ${OUT_OF[field].es}: el cuento tropezaría con ellos. Prueba «Quiero a mi gato» en vez de «<3 mi gato».`,
  };
}

export function refusalMessage(field: InputField, category: RefusedCategory, suggestion: Message): Message {
  switch (category) {
    case 'self-harm':
      return {
        en: `This sounds like something that needs a grown-up’s care rather than a bedtime story. If someone is having a hard time, please talk to someone you trust. ${suggestion.en}`,
        es: `Esto parece algo que necesita el cuidado de una persona adulta, no un cuento para dormir. Si alguien lo está pasando mal, habla con alguien de confianza. ${suggestion.es}`,
      };
    case 'personal-data':
      return {
        en: `Please leave phone numbers, addresses, emails, links and passwords ${OUT_OF[field].en}: stories are safer without them. ${suggestion.en}`,
        es: `Por favor, deja ${OUT_OF[field].es} teléfonos, direcciones, correos, enlaces y contraseñas: los cuentos son más seguros sin ellos. ${suggestion.es}`,
      };
    default:
      return {
        en: `${SUBJECT[field].en} ${WHAT[category].en}, which we keep out of bedtime stories. ${suggestion.en}`,
        es: `${SUBJECT[field].es} ${WHAT[category].es}, y eso lo dejamos fuera de los cuentos para dormir. ${suggestion.es}`,
      };
  }
}
