import 'i18next';
import type enAuth from '@/locales/en/auth.json';
import type enConsent from '@/locales/en/consent.json';
import type enCreate from '@/locales/en/create.json';
import type enErrors from '@/locales/en/errors.json';
import type enOnboarding from '@/locales/en/onboarding.json';
import type enParent from '@/locales/en/parent.json';
import type enPlayer from '@/locales/en/player.json';
import type enProfiles from '@/locales/en/profiles.json';
import type enSettings from '@/locales/en/settings.json';
import type enStory from '@/locales/en/story.json';
import type { defaultNamespace, resources } from './resources';

// Typed keys: a misspelt translation key is a type error. Namespaces that load with their page
// (resources.ts) are typed here too.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['en'] & {
      auth: typeof enAuth;
      consent: typeof enConsent;
      create: typeof enCreate;
      errors: typeof enErrors;
      onboarding: typeof enOnboarding;
      parent: typeof enParent;
      player: typeof enPlayer;
      profiles: typeof enProfiles;
      settings: typeof enSettings;
      story: typeof enStory;
    };
  }
}
