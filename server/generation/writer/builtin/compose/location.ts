/** Where the story is, as a phrase a sentence can end on: "by the old stone bridge" / "junto al viejo puente". */

import type { Language } from '../../types';
import { nounForms } from '../grammar/noun';
import type { Location, StoryWorld } from './world';

export function locationPhrase(location: Location, world: StoryWorld, language: Language): string {
  const forms = (n: Parameters<typeof nounForms>[0]) => nounForms(n, language);
  const { setting } = world;
  switch (location.kind) {
    case 'home':
      return language === 'en' ? `at ${forms(world.home)['']}` : `en ${forms(world.home)['']}`;
    case 'path':
      return language === 'en'
        ? `on the way to ${forms(setting.place)['']}`
        : `de camino ${forms(setting.place)['al']}`;
    case 'edge':
      return language === 'en' ? `at ${forms(setting.edge)['']}` : `en ${forms(setting.edge)['']}`;
    case 'heart':
      return language === 'en'
        ? `${setting.heartAt.en} ${forms(setting.heart)['']}`
        : setting.heartAt.es === 'en'
          ? `en ${forms(setting.heart)['']}`
          : `junto ${forms(setting.heart)['al']}`;
    case 'landmark':
      return language === 'en'
        ? `by ${forms(location.landmark)['']}`
        : `junto ${forms(location.landmark)['al']}`;
  }
}
