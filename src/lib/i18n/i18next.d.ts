import 'i18next';
import type enAccount from '@/locales/en/account.json';
import type enAuth from '@/locales/en/auth.json';
import type enCategories from '@/locales/en/categories.json';
import type enConsent from '@/locales/en/consent.json';
import type enCreate from '@/locales/en/create.json';
import type enErrors from '@/locales/en/errors.json';
import type enHelp from '@/locales/en/help.json';
import type enLegal from '@/locales/en/legal.json';
import type enLibrary from '@/locales/en/library.json';
import type enMyStories from '@/locales/en/myStories.json';
import type enOnboarding from '@/locales/en/onboarding.json';
import type enParent from '@/locales/en/parent.json';
import type enPlayback from '@/locales/en/playback.json';
import type enPlayer from '@/locales/en/player.json';
import type enProfiles from '@/locales/en/profiles.json';
import type enProgress from '@/locales/en/progress.json';
import type enSearch from '@/locales/en/search.json';
import type enSettings from '@/locales/en/settings.json';
import type enStory from '@/locales/en/story.json';
import type enSubscription from '@/locales/en/subscription.json';
import type { defaultNamespace, resources } from './resources';

// Typed keys: a misspelt translation key is a type error. Namespaces that load with their page
// (resources.ts) are typed here too.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['en'] & {
      account: typeof enAccount;
      auth: typeof enAuth;
      categories: typeof enCategories;
      consent: typeof enConsent;
      create: typeof enCreate;
      errors: typeof enErrors;
      help: typeof enHelp;
      legal: typeof enLegal;
      library: typeof enLibrary;
      myStories: typeof enMyStories;
      onboarding: typeof enOnboarding;
      parent: typeof enParent;
      playback: typeof enPlayback;
      player: typeof enPlayer;
      profiles: typeof enProfiles;
      progress: typeof enProgress;
      search: typeof enSearch;
      settings: typeof enSettings;
      story: typeof enStory;
      subscription: typeof enSubscription;
    };
  }
}
