/** Chapter titles by what the chapter tells. */

import { bi } from '../../grammar/template';

export const CHAPTER_TITLES = {
  begin: bi(
    `
    A Message about {want}
    Setting Off
    The Way to {place}
    ?old Before Anyone Changed Their Mind
    `,
    `
    Un mensaje sobre {want}
    En marcha
    Camino {place.del}
    ?old Antes de cambiar de idea
    `,
  ),
  trial: bi(
    `
    At {station}
    The Trouble at {station}
    Further Than Ever
    ?old What Happened at {station}
    `,
    `
    Junto {station.al}
    El lío {station.del}
    Más lejos que nunca
    ?old Lo que pasó junto {station.al}
    `,
  ),
  low: bi(
    `
    The Hardest Part
    When Everything Went Wrong
    The Quietest Moment
    `,
    `
    La parte más difícil
    Cuando todo salió mal
    El momento más callado
    `,
  ),
  earn: bi(
    `
    {heart}
    The Heart of {place}
    ?old How {hero} Found the Way
    `,
    `
    {heart}
    En el corazón {place.del}
    ?old Cómo {hero} encontró la manera
    `,
  ),
  return: bi(
    `
    Home Again
    The Way Home
    Goodnight, {companion}
    `,
    `
    Otra vez en casa
    El camino de vuelta
    Buenas noches, {companion}
    `,
  ),
};
