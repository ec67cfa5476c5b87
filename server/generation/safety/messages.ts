/**
 * What a parent reads when an input is refused: kind, clear, and in their language, saying what to
 * change rather than what they did wrong.
 */

export type InputField = 'title' | 'customIdeas';

export type InputRejection =
  | 'profanity'
  | 'hate'
  | 'adult'
  | 'violence'
  | 'drugs'
  | 'horror'
  | 'self-harm'
  | 'too-long'
  | 'personal-info';

export interface Message {
  readonly en: string;
  readonly es: string;
}

const WHAT: Record<InputField, Message> = {
  title: { en: 'a title', es: 'un título' },
  customIdeas: { en: 'ideas', es: 'unas ideas' },
};

const WITHOUT: Record<Exclude<InputRejection, 'too-long' | 'personal-info' | 'self-harm'>, Message> = {
  profanity: { en: 'without rude words', es: 'sin palabrotas' },
  hate: { en: 'without hurtful words', es: 'sin palabras que hagan daño' },
  adult: { en: 'without grown-up words', es: 'sin palabras de mayores' },
  violence: { en: 'without scary or violent words', es: 'sin palabras violentas ni que den miedo' },
  drugs: {
    en: 'without words about drugs, alcohol or smoking',
    es: 'sin palabras sobre drogas, alcohol o tabaco',
  },
  horror: { en: 'without gory or frightening words', es: 'sin palabras sangrientas ni de miedo' },
};

export function rejectionMessage(field: InputField, reason: InputRejection, limit: number): Message {
  const what = WHAT[field];
  switch (reason) {
    case 'too-long':
      return field === 'title'
        ? {
            en: `That title is a little long: please keep it to ${limit} characters or fewer.`,
            es: `Ese título es un poco largo: que no pase de ${limit} caracteres, por favor.`,
          }
        : {
            en: `Those ideas are a little long: please keep them to ${limit} characters or fewer.`,
            es: `Esas ideas son un poco largas: que no pasen de ${limit} caracteres, por favor.`,
          };
    case 'personal-info':
      return {
        en: `Please leave links, email addresses and phone numbers out of the ${field === 'title' ? 'title' : 'ideas'}: stories are safer without them.`,
        es: `Por favor, no pongas enlaces, correos ni números de teléfono en ${field === 'title' ? 'el título' : 'las ideas'}: los cuentos son más seguros sin ellos.`,
      };
    case 'self-harm':
      return {
        en: 'This touches on something that needs a grown-up’s care, not a bedtime story. Please choose something else, and if someone is struggling, reach out for help.',
        es: 'Esto trata de algo que necesita el cuidado de una persona adulta, no un cuento para dormir. Elige otra cosa, por favor, y si alguien lo está pasando mal, pide ayuda.',
      };
    default:
      return {
        en: `Let's keep stories gentle: please choose ${what.en} ${WITHOUT[reason].en}.`,
        es: `Que el cuento sea tranquilo: elige ${what.es} ${WITHOUT[reason].es}, por favor.`,
      };
  }
}
