/** The animals (and one robot) that walk beside the hero, each good at one thing. */

import { noun } from '../../grammar/noun';
import type { Species } from '../content-types';

const list: Species[] = [
  { key: 'fox', noun: noun('little fox', 'zorrito', 'm'), skill: 'sniff' },
  { key: 'rabbit', noun: noun('bunny', 'conejita', 'f'), skill: 'hop' },
  { key: 'owl', noun: noun('little owl', 'lechucita', 'f'), skill: 'fly' },
  { key: 'hedgehog', noun: noun('hedgehog', 'erizo', 'm'), skill: 'dig' },
  { key: 'mouse', noun: noun('little mouse', 'ratoncita', 'f'), skill: 'squeeze' },
  { key: 'squirrel', noun: noun('squirrel', 'ardilla', 'f'), skill: 'climb' },
  { key: 'puppy', noun: noun('puppy', 'perrito', 'm'), skill: 'sniff' },
  { key: 'kitten', noun: noun('kitten', 'gatita', 'f'), skill: 'climb' },
  { key: 'duckling', noun: noun('duckling', 'patito', 'm'), skill: 'swim' },
  { key: 'turtle', noun: noun('little turtle', 'tortuguita', 'f'), skill: 'swim' },
  { key: 'dragon', noun: noun('baby dragon', 'dragoncito', 'm'), skill: 'fly' },
  { key: 'robot', noun: noun('little robot', 'robotito', 'm'), skill: 'listen' },
  { key: 'pony', noun: noun('pony', 'poni', 'm'), skill: 'listen' },
  { key: 'penguin', noun: noun('penguin', 'pingüino', 'm'), skill: 'swim' },
  { key: 'bear', noun: noun('bear cub', 'osezno', 'm'), skill: 'climb' },
  { key: 'parrot', noun: noun('parrot', 'lorito', 'm'), skill: 'fly' },
  { key: 'unicorn', noun: noun('little unicorn', 'unicornio pequeñito', 'm'), skill: 'listen' },
  { key: 'monkey', noun: noun('little monkey', 'monito', 'm'), skill: 'climb' },
];

export const SPECIES: ReadonlyMap<string, Species> = new Map(list.map((species) => [species.key, species]));
