/**
 * What each place has, for the lines that mention it: is there water to cross and what kind, heights
 * to climb, dark places, plants and birds, which weather can happen. A trial or a small scene that
 * needs something a place lacks is never told there: the Moon has no puddles, leaves or birds.
 */

import type { SettingKey } from '../content/content-types';
import { noun, type Noun } from '../grammar/noun';

export type Weather = 'wind' | 'rain' | 'snow' | 'fog' | 'sun';

export interface PlaceWorld {
  readonly water: readonly Noun[];
  readonly heights: readonly Noun[];
  readonly dark: readonly Noun[];
  readonly plants: boolean;
  readonly birds: boolean;
  readonly weather: readonly Weather[];
  /** The Moon: no air, no weather, light steps. */
  readonly space: boolean;
}

const n = noun;

export const PLACE_WORLD: Record<SettingKey, PlaceWorld> = {
  forest: {
    water: [n('stream', 'arroyo', 'm'), n('mossy brook', 'riachuelo musgoso', 'm')],
    heights: [n('tall old oak', 'roble alto y viejo', 'm'), n('steep bank', 'ribazo empinado', 'm')],
    dark: [
      n('thicket of brambles', 'maraña de zarzas', 'f'),
      n('hollow under the roots', 'hueco bajo las raíces', 'm'),
    ],
    plants: true,
    birds: true,
    weather: ['wind', 'rain', 'fog', 'sun'],
    space: false,
  },
  beach: {
    water: [n('rock pool', 'charca entre las rocas', 'f'), n('shallow channel', 'canal poco hondo', 'm')],
    heights: [n('tall sand dune', 'duna alta', 'f'), n('rocky point', 'punta rocosa', 'f')],
    dark: [n('sea cave', 'cueva marina', 'f')],
    plants: true,
    birds: true,
    weather: ['wind', 'sun', 'fog'],
    space: false,
  },
  castle: {
    water: [n('moat', 'foso', 'm')],
    heights: [n('spiral stairs', 'escalera de caracol', 'f'), n('high wall', 'muralla alta', 'f')],
    dark: [n('long corridor', 'pasillo largo', 'm'), n('cellar', 'bodega', 'f')],
    plants: true,
    birds: true,
    weather: ['wind', 'rain', 'sun'],
    space: false,
  },
  mountain: {
    water: [n('icy stream', 'arroyo helado', 'm')],
    heights: [n('rocky slope', 'ladera rocosa', 'f'), n('snowy ridge', 'cresta nevada', 'f')],
    dark: [n('mountain cave', 'cueva de la montaña', 'f')],
    plants: true,
    birds: true,
    weather: ['wind', 'snow', 'fog', 'sun'],
    space: false,
  },
  farm: {
    water: [n('duck pond', 'estanque de los patos', 'm'), n('little stream', 'arroyuelo', 'm')],
    heights: [n('haystack', 'almiar', 'm'), n('hill behind the barn', 'loma de detrás del granero', 'f')],
    dark: [n('old shed', 'cobertizo viejo', 'm')],
    plants: true,
    birds: true,
    weather: ['wind', 'rain', 'sun'],
    space: false,
  },
  garden: {
    water: [n('lily pond', 'estanque de nenúfares', 'm')],
    heights: [n('apple tree', 'manzano', 'm'), n('garden wall', 'tapia del jardín', 'f')],
    dark: [n('tunnel of hedges', 'túnel de setos', 'm'), n('potting shed', 'caseta de las macetas', 'f')],
    plants: true,
    birds: true,
    weather: ['wind', 'rain', 'sun'],
    space: false,
  },
  lake: {
    water: [n('wide lake', 'lago ancho', 'm'), n('reedy inlet', 'ensenada de juncos', 'f')],
    heights: [n('willow tree', 'sauce', 'm')],
    dark: [n('boathouse', 'cobertizo de las barcas', 'm')],
    plants: true,
    birds: true,
    weather: ['wind', 'rain', 'fog', 'sun'],
    space: false,
  },
  jungle: {
    water: [n('muddy river', 'río de agua marrón', 'm'), n('waterfall pool', 'poza de la cascada', 'f')],
    heights: [n('giant tree', 'árbol gigante', 'm'), n('tangle of vines', 'maraña de lianas', 'f')],
    dark: [n('shady thicket', 'espesura en sombra', 'f')],
    plants: true,
    birds: true,
    weather: ['rain', 'sun'],
    space: false,
  },
  moon: {
    water: [],
    heights: [n('crater rim', 'borde del cráter', 'm'), n('silver hill', 'colina plateada', 'f')],
    dark: [n('long moon shadow', 'sombra lunar alargada', 'f')],
    plants: false,
    birds: false,
    weather: [],
    space: true,
  },
  island: {
    water: [n('lagoon', 'laguna', 'f'), n('little stream', 'arroyuelo', 'm')],
    heights: [n('palm tree', 'palmera', 'f'), n('lookout rock', 'roca del mirador', 'f')],
    dark: [n('cave in the cliff', 'cueva del acantilado', 'f')],
    plants: true,
    birds: true,
    weather: ['wind', 'rain', 'sun'],
    space: false,
  },
  meadow: {
    water: [n('brook', 'arroyo', 'm')],
    heights: [n('grassy hill', 'colina de hierba', 'f'), n('old stone wall', 'muro viejo de piedra', 'm')],
    dark: [n('hollow in the hedge', 'hueco del seto', 'm')],
    plants: true,
    birds: true,
    weather: ['wind', 'rain', 'sun'],
    space: false,
  },
  sky: {
    water: [n('river of mist', 'río de bruma', 'm')],
    heights: [n('cloud tower', 'torre de nubes', 'f'), n('tallest cloud', 'nube más alta', 'f')],
    dark: [n('grey rain cloud', 'nube gris de lluvia', 'f')],
    plants: false,
    birds: true,
    weather: ['wind', 'sun'],
    space: false,
  },
};
