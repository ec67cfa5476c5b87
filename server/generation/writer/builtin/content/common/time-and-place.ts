/**
 * Words for when and where a chapter is: how a chapter opens in time, what the sky looks like, where
 * the hero lives, and what there is to eat on the way.
 */

import { noun } from '../../grammar/noun';
import { lines } from '../../grammar/template';
import type { BiList } from '../content-types';

/** Keyed by "new-" or "same-" and the time of day. */
export const WHEN: Record<string, BiList> = {
  'new-morning': {
    en: lines(`
      The next morning
      Early the next morning
      When the sun peeped up the next day
      The next day, just after sunrise
      As soon as it was light the next morning
    `),
    es: lines(`
      A la mañana siguiente
      Al día siguiente, muy temprano
      Cuando el sol asomó al día siguiente
      Al otro día, nada más amanecer
      En cuanto se hizo de día
    `),
  },
  'same-morning': {
    en: lines(`
      A little later that morning
      Later that same morning
    `),
    es: lines(`
      Un poco más tarde esa mañana
      Esa misma mañana, algo después
    `),
  },
  'same-midday': {
    en: lines(`
      At midday
      By lunchtime
      When the sun was high
      Around midday
    `),
    es: lines(`
      A mediodía
      A la hora de comer
      Cuando el sol estaba en lo más alto
      Hacia el mediodía
    `),
  },
  'same-afternoon': {
    en: lines(`
      That afternoon
      Later that afternoon
      After lunch
      As the afternoon went on
    `),
    es: lines(`
      Esa tarde
      Ya por la tarde
      Después de comer
      A media tarde
    `),
  },
  'same-evening': {
    en: lines(`
      That evening
      As evening came
      When the sky turned pink
      As the sun went down
    `),
    es: lines(`
      Al caer la tarde
      Esa noche, cuando se puso el sol
      Cuando el cielo se volvió rosa
      Al anochecer
    `),
  },
};

/** Clauses about the sky, keyed by time of day. */
export const SKY: Record<string, BiList> = {
  morning: {
    en: lines(`
      the sky was pale gold and pink
      the morning sun was soft and new
      a few small clouds drifted by like sleepy sheep
      a few birds flew by in a neat little line
      the sun was climbing slowly up the sky
    `),
    es: lines(`
      el cielo estaba dorado y rosa
      el sol de la mañana era suave y nuevo
      unas nubecitas pasaban despacio, como ovejas dormilonas
      unos pájaros pasaban volando en una fila muy ordenada
      el sol subía despacito por el cielo
    `),
  },
  midday: {
    en: lines(`
      the sun sat high and warm
      the sky was a wide, bright blue
      the sun shone straight down, warm as a hug
      a lazy cloud drifted by with nowhere to go
    `),
    es: lines(`
      el sol estaba alto y calentito
      el cielo era de un azul ancho y brillante
      el sol brillaba desde arriba, calentito como un abrazo
      una nube perezosa pasaba sin prisa
    `),
  },
  afternoon: {
    en: lines(`
      the sun hung low and golden
      the light turned the colour of honey
      the sun began to slide down the sky
      the clouds turned the colour of peaches
    `),
    es: lines(`
      el sol estaba bajo y dorado
      la luz se volvió del color de la miel
      el sol empezó a bajar despacito por el cielo
      las nubes se volvieron del color de los melocotones
    `),
  },
  evening: {
    en: lines(`
      the first star winked in the sky
      the sky turned orange, then pink, then purple
      the moon rose, round and silver
      the sky grew soft and blue
      the last birds flew home to their nests
    `),
    es: lines(`
      la primera estrella guiñó un ojo en el cielo
      el cielo se volvió naranja, luego rosa y luego morado
      la luna salió, redonda y plateada
      el cielo se volvió suave y azul
      los últimos pájaros volvían a sus nidos
    `),
  },
};

export const HOMES = [
  noun(
    'little yellow house at the end of Poppy Lane',
    'casita amarilla al final de la calle de las Amapolas',
    'f',
  ),
  noun('blue cottage by the old mill', 'cabaña azul junto al viejo molino', 'f'),
  noun('house with the round red door', 'casa de la puerta roja y redonda', 'f'),
  noun('little white house beside the bakery', 'casita blanca al lado de la panadería', 'f'),
  noun('cottage with the crooked chimney', 'casita de la chimenea torcida', 'f'),
  noun('tall, narrow house at the top of the hill', 'casa alta y estrecha de lo alto de la colina', 'f'),
];

export const SNACKS: BiList = {
  en: lines(`
    two crunchy apples
    a bag of warm raisin buns
    honey sandwiches cut into triangles
    a handful of sweet strawberries
    oat biscuits shaped like stars
    a flask of warm milk and two bananas
    cheese crackers and juicy pears
    a slice of banana bread each
    a little pot of blueberries
    carrot sticks and crumbly cheese
  `),
  es: lines(`
    dos manzanas crujientes
    una bolsa de bollitos de pasas
    unos bocadillos de miel cortados en triángulos
    un puñado de fresas dulces
    unas galletas de avena con forma de estrella
    un termo de leche calentita y dos plátanos
    unas galletitas saladas y unas peras jugosas
    un trozo de bizcocho de plátano cada uno
    un tarrito de arándanos
    palitos de zanahoria y un poco de queso
  `),
};
