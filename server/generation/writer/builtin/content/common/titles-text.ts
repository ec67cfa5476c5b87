/** Chapter titles by the chapter's main beat, story titles, and the story's description. */

import type { BeatKind } from '../../compose/story-plan';
import { bi } from '../../grammar/template';
import type { Bi, Block } from '../../grammar/template';

export const CHAPTER_TITLES: Record<BeatKind, Bi<Block>> = {
  open: bi(
    `
    A Morning at Home
    {hero} and {companion}
    `,
    `
    Una mañana en casa
    {hero} y {companion}
    `,
  ),
  incite: bi(
    `
    A Visit from {helper}
    {token}
    A Knock at the Door
    `,
    `
    La visita de {helper}
    {token}
    Alguien llama a la puerta
    `,
  ),
  depart: bi(
    `
    Off We Go!
    The Way to {place}
    Setting Off
    `,
    `
    ¡En marcha!
    Camino {place.del}
    Empieza el viaje
    `,
  ),
  arrive: bi(
    `
    ?!moon ?!sky Into {place}
    ?moon Landing on {place}
    ?sky Up in {place}
    At {edge}
    Welcome to {place}
    `,
    `
    Llegada {place.al}
    En {edge}
    Bienvenidos {place.al}
    `,
  ),
  obstacle: bi(
    `
    {landmark}
    By {landmark}
    A Problem at {landmark}
    The Trouble at {landmark}
    Beyond {landmark}
    `,
    `
    {landmark}
    Junto {landmark.al}
    Un problema en {landmark}
    Un lío en {landmark}
    Más allá {landmark.del}
    `,
  ),
  turn: bi(
    `
    {heart}
    The Secret of {heart}
    What Was Waiting {there}
    `,
    `
    {heart}
    El secreto {heart.del}
    Lo que esperaba {there}
    `,
  ),
  resolve: bi(
    `
    {object}
    Hooray for {hero} and {companion}!
    A Very Good Idea
    `,
    `
    {object}
    ¡Bien por {hero} y {companion}!
    Una idea muy buena
    `,
  ),
  homecoming: bi(
    `
    Home Again
    The Way Home
    `,
    `
    De vuelta a casa
    El camino de vuelta
    `,
  ),
  winddown: bi(
    `
    Goodnight, {companion}
    Sweet Dreams, {hero}
    Home Again
    `,
    `
    Buenas noches, {companion}
    Dulces sueños, {hero}
    De vuelta a casa
    `,
  ),
};

export const STORY_TITLES = bi(
  `
  {hero} and {object}
  {hero}, {companion} and {object}
  {hero} and the Secret of {place}
  `,
  `
  {hero} y {object}
  {hero}, {companion} y {object}
  {hero} y el secreto {place.del}
  `,
);

export const DESCRIPTION = bi(
  `
  {kind}, in which {hero} and {companion} set off for {place} to {quest}, with a little help from {helper}.
  {kind} starring {hero} and {companion}, who travel to {place} to {quest}.

  Along the way there are new friends, a few small troubles and a very good idea, and at the end everyone is safe at home and ready for sleep.
  It ends, as the best stories do, snug and warm at home at bedtime.
  `,
  `
  {kind}: {hero} y {companion} viajan hasta {place} para {quest}, con un poco de ayuda de {helper}.
  {kind} con {hero} y {companion}, que se van hasta {place} para {quest}.

  Por el camino hay amigos nuevos, algún que otro lío y una idea muy buena, y al final todos vuelven a casa, a salvo y con sueño.
  Termina, como las mejores historias, en casa, calentitos y a la hora de dormir.
  `,
);
