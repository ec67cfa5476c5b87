import { describe, expect, it } from 'vitest';
import { findUnsafe } from '../../../../server/generation/safety/find-unsafe';
import { foldText, tokenize } from '../../../../server/generation/safety/normalize';
import { stemOf } from '../../../../server/generation/safety/stem';

const forms = (text: string) => tokenize(text).map((token) => token.forms);

describe('normalisation: every disguise reads as the word it hides', () => {
  it('folds case and accents, and keeps ñ a letter of its own', () => {
    expect(foldText('ApuÑaLó Ración')).toBe('apuñalo racion');
    expect(foldText('ki\u200Bll')).toBe('kill');
  });

  it.each([
    ['k i l l the dog', 'kill'],
    ['k.i.l.l', 'kill'],
    ['k-i-l-l', 'kill'],
    ['mur-der', 'murder'],
    ['k1ll', 'kill'],
    ['ki11', 'kill'],
    ['dr0gas', 'drogas'],
    ['sh!t', 'shit'],
    ['shiiiiit', 'shit'],
    ['murderr', 'murder'],
    ['s3x0', 'sexo'],
  ])('%j is read as %j', (text, word) => {
    expect(forms(text)[0]).toContain(word);
  });

  it('leaves plain numbers alone and keeps clauses apart', () => {
    expect(forms('3 little pigs')[0]).toEqual(['3']);
    expect(tokenize('the cat sleeps. the oven is hot').map((token) => token.clause)).toEqual([
      0, 0, 0, 1, 1, 1, 1,
    ]);
  });
});

describe('stemming: one entry catches every form', () => {
  it.each([
    ['en', ['stab', 'stabs', 'stabbed', 'stabbing']],
    ['en', ['murder', 'murders', 'murdered', 'murdering', 'murderer']],
    ['en', ['slaughter', 'slaughtered']],
    ['es', ['matar', 'mata', 'matan', 'mataron', 'matando', 'matado', 'matarlo']],
    ['es', ['apunalar', 'apunalo', 'apunalada', 'apuñalando']],
    ['es', ['pistola', 'pistolas']],
  ] as const)('%s %j', (language, words) => {
    const stems = new Set(words.map((word) => stemOf(word, language, word !== 'apunalo').stem));
    expect(stems.size, [...stems].join(' ')).toBe(1);
  });

  it('keeps the pronoun fixed to a Spanish verb', () => {
    expect(stemOf('pegarle', 'es')).toEqual({ stem: 'peg', clitic: 'le' });
    expect(stemOf('cortarme', 'es')).toEqual({ stem: 'cort', clitic: 'me' });
    expect(stemOf('abuela', 'es')).toEqual({ stem: 'abuel' });
  });
});

describe('what is refused, and what is not', () => {
  it.each([
    ['violence', 'the boy stabbed his sister'],
    ['violence', 'el dragón apuñaló al rey'],
    ['violence', 'están matando conejitos'],
    ['violence', 'K I L L the bunny'],
    ['profanity', 'what the f*ck'],
    ['profanity', 'que p*ta'],
    ['drugs', 'dr*gs in the forest'],
    ['weapons', 'a boy with a g u n'],
  ])('refuses %s: %j', (category, text) => {
    expect(findUnsafe(text)).toBe(category);
  });

  it.each([
    'a shooting star',
    'Essex',
    'Scunthorpe',
    'a knight who would rather paint than fight',
    'afraid of the dark',
    'the killer whale who sang',
    'a knight with a shiny sword and a dragon',
    'mi perro se llama Asesino pero es muy bueno',
    'my dog is called Killer',
    'la heroína del cuento',
    'un cono de helado',
    'jaque mate',
    'me muero de risa',
    'una guerra de almohadas',
    'the team shoots a goal',
    'the mouse who beat the cat at chess',
    'a rap song about a cat',
    'the snake has no arms',
  ])('lets %j through', (text) => {
    expect(findUnsafe(text)).toBeUndefined();
  });
});

describe('harmful combinations of harmless words', () => {
  it.each([
    ['violence', 'put the baby in the oven'],
    ['violence', 'meter al gato en la lavadora'],
    ['violence', 'throw the puppy out of the window'],
    ['violence', 'hit the baby'],
    ['violence', 'le pega a su perro'],
    ['violence', 'dispararle a la profe'],
    ['violence', 'cut off his head'],
    ['violence', 'cortarle la cabeza'],
    ['weapons', 'a man with a knife chases the kids'],
    ['self-harm', 'i want to die'],
    ['self-harm', 'me quiero morir'],
    ['self-harm', 'a girl who cuts herself'],
    ['self-harm', 'un niño que se ahorca'],
    ['horror', 'the clown who eats children'],
    ['horror', 'a house where everyone dies'],
    ['hate', 'all muslims are stupid'],
    ['hate', 'los gitanos roban todo'],
    ['sexual', 'they take off their clothes and kiss in bed'],
    ['drugs', 'a pirate who smokes weed'],
    ['drugs', 'mummy drinks wine'],
  ])('refuses %s: %j', (category, text) => {
    expect(findUnsafe(text)).toBe(category);
  });

  it.each([
    'we put the cake in the oven with mum',
    'the cat sleeps next to the warm oven',
    'grandma bakes cookies in the oven',
    'la abuela hornea galletas en el horno',
    'metemos el bizcocho en el horno',
    'hit the piñata at the party',
    'the drummer hits the drums',
    'a chef cuts carrots with a knife',
    'my goldfish died and I miss him',
    'the cat is stuck in the tree. The fire engine came',
    'the wolf eats grandma in the fairy tale',
    'a wine-coloured ribbon',
    'el abuelo vino a casa',
  ])('lets %j through', (text) => {
    expect(findUnsafe(text)).toBeUndefined();
  });

  it('looks for a combination within one clause only', () => {
    expect(findUnsafe('We put the cake in. The baby sleeps by the oven.')).toBeUndefined();
  });
});
