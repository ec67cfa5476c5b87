import 'i18next';
import type { defaultNamespace, resources } from './resources';

// Typed keys: a misspelt translation key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['en'];
  }
}
