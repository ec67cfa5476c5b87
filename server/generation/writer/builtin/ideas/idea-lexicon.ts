/**
 * The words a parent's ideas are read for, in English and Spanish: pets (which become the companion),
 * places (which become the setting) and favourite things (which come along on the journey). Only
 * these words ever reach a story; everything else in the ideas is left out, never pasted in.
 *
 * Each table is one entry per line, fields separated by "|", words by ",". Spanish words carry their
 * gender (m/f); the first word of a list is the one a story uses.
 */

import type { SettingKey } from '../content/content-types';
import type { Gender } from '../grammar/noun';
import type { FavouriteKind } from '../story/cast';

export interface PetWord {
  /** The kind of companion it becomes (world/species.ts): a dog walks as a puppy does. */
  readonly key: string;
  readonly en: readonly string[];
  readonly es: readonly (readonly [string, Gender])[];
}

export interface PlaceWord {
  readonly key: SettingKey;
  readonly en: readonly string[];
  readonly es: readonly string[];
}

export interface ThingWord {
  readonly key: string;
  readonly kind: FavouriteKind;
  /** What the hero carries: English, Spanish, Spanish gender code. */
  readonly item: readonly [string, string, 'm' | 'f' | 'mp' | 'fp'];
  /** Whether a colour word can go with it ("a red kite"). */
  readonly colourable: boolean;
  readonly en: readonly string[];
  readonly es: readonly string[];
}

export interface ColourWord {
  readonly en: string;
  /** Masculine and feminine singular; plurals add -s or -es. */
  readonly es: readonly [string, string];
  readonly words: readonly string[];
}

/** One entry a line, fields separated by "|". */
export const rows = (table: string) =>
  table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split('|').map((field) => field.trim()));
/** A field's words, separated by ",". */
export const list = (field = '') =>
  field
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export const PET_WORDS: readonly PetWord[] = rows(`
  puppy      | puppy, pup              | perrito m, perrita f, cachorro m, cachorra f
  puppy      | dog, doggy, doggie      | perro m, perra f
  kitten     | kitten                  | gatito m, gatita f
  kitten     | cat, kitty              | gato m, gata f
  rabbit     | bunny, rabbit           | conejito m, conejita f, conejo m, coneja f
  mouse      | guinea pig              | cobaya f, cobayo m, conejillo de indias m, cuy m
  mouse      | hamster                 | hámster m
  mouse      | mouse                   | ratoncito m, ratita f, ratón m
  turtle     | turtle, tortoise        | tortuga f
  fish       | goldfish, fish          | pececito m, pez m
  parrot     | parrot, budgie, canary, bird | loro m, periquito m, canario m, pájaro m
  pony       | pony, horse             | poni m, caballo m, yegua f
  hedgehog   | hedgehog                | erizo m
  duckling   | chick, chicken, hen, duck | pollito m, gallina f, pato m, pata f
  frog       | frog                    | rana f
  unicorn    | unicorn                 | unicornio m
  dragon     | dragon                  | dragón m
  robot      | robot friend, robot     | robot m
  owl        | owl                     | búho m, lechuza f
  penguin    | penguin                 | pingüino m, pingüina f
`).map(([key = '', en, es]) => ({
  key,
  en: list(en),
  es: list(es).map((word) => [word.slice(0, -2), word.endsWith(' f') ? 'f' : 'm'] as const),
}));

export const PLACE_WORDS: readonly PlaceWord[] = rows(`
  forest   | forest, woods, woodland, wood                | bosque, arboleda
  beach    | beach, seaside, seashore, sea, ocean, coast  | playa, mar, océano, costa
  castle   | castle, palace                               | castillo, palacio
  mountain | mountain, mountains, hills, hill, snow       | montaña, montañas, sierra, nieve
  farm     | farm, barn                                   | granja, establo
  garden   | garden, park, backyard                       | jardín, parque, huerto
  lake     | lake, pond, river                            | lago, estanque, río
  jungle   | jungle, rainforest                           | selva, jungla
  moon     | outer space, moon, space, planets, planet    | espacio, luna, planetas, planeta
  island   | island                                       | isla
  meadow   | meadow, countryside, fields, field           | pradera, prado, campo
  sky      | clouds, cloud, sky                           | nubes, nube, cielo
`).map(([key = '', en, es]) => ({ key: key as SettingKey, en: list(en), es: list(es) }));

export const THING_WORDS: readonly ThingWord[] = rows(`
  kite        | fly+colour   | kite / cometa / f                        | kite                                   | cometa, papalote
  balloon     | fly+colour   | balloon / globo / m                      | balloon                                | globo
  paper-plane | fly          | paper plane / avión de papel / m         | paper plane, paper aeroplane, paper airplane | avión de papel
  ball        | play+colour  | ball / pelota / f                        | football, ball                         | pelota, balón
  teddy       | hug          | teddy bear / osito de peluche / m        | teddy bear, teddy                      | osito de peluche, peluche, osito
  doll        | hug          | doll / muñeca / f                        | doll                                   | muñeca, muñeco
  book        | read         | storybook / libro de cuentos / m         | storybook, books, book                 | libro, libros, cuentos, cuento
  bike        | ride+colour  | bike / bici / f                          | bicycle, bike                          | bicicleta, bici
  scooter     | ride+colour  | scooter / patinete / m                   | scooter                                | patinete
  cape        | wear+colour  | cape / capa / f                          | superheroes, superhero, cape           | superhéroes, superhéroe, capa
  crown       | wear         | crown / corona / f                       | princesses, princess, crown, tiara     | princesas, princesa, corona
  hat         | wear+colour  | hat / sombrero / m                       | hat                                    | sombrero, gorro
  pirate-hat  | wear         | pirate hat / sombrero de pirata / m      | pirates, pirate                        | piratas, pirata
  boots       | wear+colour  | wellies / botas de agua / fp             | wellington boots, wellies, boots       | botas de agua, katiuskas, botas
  drum        | music+colour | drum / tambor / m                        | drum                                   | tambor
  guitar      | music        | little guitar / guitarrita / f           | guitar, ukulele                        | guitarra, ukelele
  binoculars  | look         | binoculars / prismáticos / mp            | binoculars                             | prismáticos
  magnifier   | look         | magnifying glass / lupa / f              | magnifying glass                       | lupa
  telescope   | look         | telescope / telescopio / m               | telescope                              | telescopio
  torch       | look         | torch / linterna / f                     | torch, flashlight                      | linterna
  crayons     | draw         | crayons / ceras de colores / fp          | crayons, pencils, paints               | ceras, lápices de colores, pinturas
  dinosaur    | play+colour  | toy dinosaur / dinosaurio de juguete / m | dinosaurs, dinosaur, dinos, dino, t-rex | dinosaurios, dinosaurio
  train       | play+colour  | toy train / tren de juguete / m          | trains, train                          | trenes, tren
  car         | play+colour  | toy car / cochecito / m                  | cars, car, trucks, truck               | coches, coche, camiones, camión
  rocket      | play+colour  | toy rocket / cohete de juguete / m       | rockets, rocket                        | cohetes, cohete
  butterflies | read         | butterfly book / libro de mariposas / m  | butterflies, butterfly                 | mariposas, mariposa
  mermaid     | hug          | mermaid doll / muñeca sirena / f         | mermaids, mermaid                      | sirenas, sirena
  cookies     | eat          | cookies / galletas / fp                  | cookies, cookie, biscuits              | galletas, galleta
  cake        | eat          | cake / bizcocho / m                      | cake                                   | bizcocho, tarta, pastel
`).map(([key = '', kind = '', item = '', en, es]) => {
  const [itemEn = '', itemEs = '', code = 'm'] = item.split('/').map((part) => part.trim());
  return {
    key,
    kind: kind.replace('+colour', '') as FavouriteKind,
    item: [itemEn, itemEs, code as ThingWord['item'][2]] as const,
    colourable: kind.endsWith('+colour'),
    en: list(en),
    es: list(es),
  };
});

export const COLOUR_WORDS: readonly ColourWord[] = rows(`
  red    | rojo, roja           | red, rojo, roja, rojos, rojas
  blue   | azul, azul           | blue, azul, azules
  green  | verde, verde         | green, verde, verdes
  yellow | amarillo, amarilla   | yellow, amarillo, amarilla, amarillos, amarillas
  purple | morado, morada       | purple, morado, morada, morados, moradas
  pink   | rosa, rosa           | pink, rosa, rosas
  orange | naranja, naranja     | orange, naranja
  white  | blanco, blanca       | white, blanco, blanca, blancos, blancas
  silver | plateado, plateada   | silver, plateado, plateada, plateados, plateadas
  golden | dorado, dorada       | golden, gold, dorado, dorada, dorados, doradas
`).map(([en = '', es, words]) => {
  const [masculine = '', feminine = ''] = list(es);
  return { en, es: [masculine, feminine] as const, words: list(words) };
});
