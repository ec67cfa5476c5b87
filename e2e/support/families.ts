// Families the end-to-end server seeds before it listens (scripts/e2e-seed-families.ts, when
// E2E_SEED_FAMILIES=1): a parent account, a kid profile, and published stories whose chapters have real
// short MP3 audio. Generating 30 stories would take far too long; what is tested here is finding,
// paging, archiving and resuming them. One family per spec file, so files never share an account.

export const FAMILY_PASSWORD = 'sleepy-moon-42';

export interface FamilyStory {
  title: string;
  description: string;
  language: 'en' | 'es';
  theme: 'adventure' | 'fantasy' | 'nature' | 'animals' | 'friendship';
  /** Chapter titles, in order. */
  chapters: readonly string[];
  /** Each chapter lasts a minute (a story to listen to); else a few seconds. */
  long?: boolean;
  /** The chapters' titles and text are the built-in writer's for the story's seed, as if generated. */
  written?: boolean;
  /** Archived by the parent, or (with a reason) a generation that failed. */
  archived?: { failureReason: string | null };
}

export interface Family {
  name: string;
  email: string;
  kid: { name: string; age: number; avatar: string };
  /** Oldest first: each story is made a minute after the one before. */
  stories: readonly FamilyStory[];
}

const tale = (index: number): FamilyStory => ({
  title: `Library Tale ${String(index).padStart(2, '0')}`,
  description: `Story number ${index} of the shelf: a small adventure about a lantern, a map, a friend and the long way home.`,
  language: 'en',
  theme: 'adventure',
  chapters: ['The Beginning'],
});

/**
 * A family for the grown-up actions and the mini-player, one per language and device (the tablet and
 * phone projects run that file at once): two stories of one theme, each of two minute-long chapters.
 */
export function grownUpsFamily(language: 'en' | 'es', device: string, purpose = 'grown-ups'): Family {
  const es = language === 'es';
  return {
    name: 'Gala Grown-up',
    email: `e2e-${purpose}-${language}-${device}@example.com`,
    kid: { name: 'Mia', age: 5, avatar: '🐼' },
    stories: [
      {
        title: es ? 'El gato del faro' : 'The Lighthouse Cat',
        description: es ? 'Un gato vigila el mar desde el faro.' : 'A cat keeps watch over the sea.',
        language,
        theme: 'adventure',
        chapters: es ? ['La escalera', 'La luz'] : ['The Stairs', 'The Light'],
        long: true,
      },
      {
        title: es ? 'El jardín de noche' : 'The Night Garden',
        description: es ? 'Las flores se abren cuando sale la luna.' : 'Flowers open when the moon comes up.',
        language,
        theme: 'adventure',
        chapters: es ? ['Las semillas', 'La luna'] : ['The Seeds', 'The Moon'],
        long: true,
      },
    ],
  };
}

// The same stories for the accessibility checks, the favourites and the child's night player, in
// families of their own.
const grownUpsFamilies = Object.fromEntries(
  ['grown-ups', 'a11y', 'favourites', 'night-player'].flatMap((purpose) =>
    (['en', 'es'] as const).flatMap((language) =>
      ['tablet', 'phone'].map((device) => [
        `${purpose}-${language}-${device}`,
        grownUpsFamily(language, device, purpose),
      ]),
    ),
  ),
);

/** A parent who rewrites one chapter (e2e/chapter-rewrite.spec.ts), per language and device. */
export function rewriteFamily(language: 'en' | 'es', device: string): Family {
  const es = language === 'es';
  return {
    name: 'Rita Rewrite',
    email: `e2e-rewrite-${language}-${device}@example.com`,
    kid: { name: 'Leo', age: 5, avatar: '🐢' },
    stories: [
      {
        title: es ? 'La tortuga y la luna' : 'The Turtle and the Moon',
        description: es
          ? 'Una tortuga sigue a la luna hasta el mar.'
          : 'A turtle follows the moon to the sea.',
        language,
        theme: 'adventure',
        chapters: es ? ['La playa', 'La ola', 'El mar'] : ['The Beach', 'The Wave', 'The Sea'],
        written: true,
      },
    ],
  };
}

const rewriteFamilies = Object.fromEntries(
  (['en', 'es'] as const).flatMap((language) =>
    (['tablet', 'phone'] as const).map((device) => [
      `rewrite-${language}-${device}`,
      rewriteFamily(language, device),
    ]),
  ),
);

export const families = {
  ...grownUpsFamilies,
  ...rewriteFamilies,
  // Offline listening (e2e/offline): a three-chapter story to keep on the device, and one left on the server.
  offline: {
    name: 'Olga Offline',
    email: 'e2e-offline@example.com',
    kid: { name: 'Tom', age: 6, avatar: '🦊' },
    stories: [
      {
        title: 'The Paper Boat',
        description: 'A paper boat sails down the gutter after the rain.',
        language: 'en',
        theme: 'adventure',
        chapters: ['The Puddle'],
        long: true,
      },
      {
        title: 'The Car Trip Moon',
        description: 'The moon follows the car all the way to Grandma’s house.',
        language: 'en',
        theme: 'adventure',
        chapters: ['The Road', 'The Hills', 'Home'],
        long: true,
      },
    ],
  },
  // The rest of the offline suite, one family per file (e2e/offline/*.spec.ts). Chapters last a
  // minute: long enough to listen, seek to 80 % and let a service-worker update wait for the end.
  offlineProgress: {
    name: 'Pia Progress',
    email: 'e2e-offline-progress@example.com',
    kid: { name: 'Ben', age: 6, avatar: '🐻' },
    stories: [
      {
        title: 'The Night Bus',
        description: 'A night bus takes the long way round the sleeping town.',
        language: 'en',
        theme: 'adventure',
        chapters: ['The Stop', 'The Ride'],
        long: true,
      },
      {
        title: 'The Snow Fox',
        description: 'A fox leaves tracks in the first snow.',
        language: 'en',
        theme: 'animals',
        chapters: ['Tracks'],
        long: true,
      },
    ],
  },
  offlineMedia: {
    name: 'Max Media',
    email: 'e2e-offline-media@example.com',
    kid: { name: 'Zoe', age: 5, avatar: '🐸' },
    stories: [
      {
        title: 'The Harbour Seal',
        description: 'A seal waits for the boats to come home.',
        language: 'en',
        theme: 'animals',
        chapters: ['Low Tide', 'High Tide'],
        long: true,
      },
    ],
  },
  offlineUpdate: {
    name: 'Uma Update',
    email: 'e2e-offline-update@example.com',
    kid: { name: 'Ivy', age: 6, avatar: '🐝' },
    stories: [
      {
        title: 'The Clockwork Bird',
        description: 'A clockwork bird learns to fly before its key runs down.',
        language: 'en',
        theme: 'fantasy',
        chapters: ['Wind-up', 'Flight'],
        long: true,
      },
    ],
  },
  offlineStorage: {
    name: 'Sara Storage',
    email: 'e2e-offline-storage@example.com',
    kid: { name: 'Lia', age: 7, avatar: '🐙' },
    stories: [
      {
        title: 'The Big Balloon',
        description: 'A balloon carries a basket of friends over the hills.',
        language: 'en',
        theme: 'adventure',
        chapters: ['Up', 'Over', 'Down'],
        long: true,
      },
    ],
  },
  offlineResume: {
    name: 'Rui Resume',
    email: 'e2e-offline-resume@example.com',
    kid: { name: 'Noa', age: 6, avatar: '🐳' },
    stories: [
      {
        title: 'The Long Tunnel',
        description: 'The train goes into the mountain and out into the sun.',
        language: 'en',
        theme: 'adventure',
        chapters: ['In', 'Through'],
        long: true,
      },
    ],
  },
  // Two parents sharing one tablet.
  offlineSharedFirst: {
    name: 'Ana Tablet',
    email: 'e2e-offline-shared-1@example.com',
    kid: { name: 'Eva', age: 6, avatar: '🐨' },
    stories: [
      {
        title: 'The Kept Lighthouse',
        description: 'A lighthouse keeper counts the ships at night.',
        language: 'en',
        theme: 'adventure',
        chapters: ['Dusk'],
        long: true,
      },
    ],
  },
  offlineSharedSecond: {
    name: 'Bea Tablet',
    email: 'e2e-offline-shared-2@example.com',
    kid: { name: 'Hugo', age: 7, avatar: '🦁' },
    stories: [
      {
        title: 'The Other Garden',
        description: 'A garden grows on the roof of the school.',
        language: 'en',
        theme: 'nature',
        chapters: ['Seeds'],
        long: true,
      },
    ],
  },
  library: {
    name: 'Lena Library',
    email: 'e2e-library@example.com',
    kid: { name: 'Nora', age: 6, avatar: '🦉' },
    stories: Array.from({ length: 30 }, (_, index) => tale(index + 1)),
  },
  search: {
    name: 'Sam Search',
    email: 'e2e-search@example.com',
    kid: { name: 'Leo', age: 7, avatar: '🐯' },
    stories: [
      {
        title: 'El dragón del faro',
        description: 'Un dragón pequeño cuida la luz del faro para que los barcos vuelvan a casa.',
        language: 'es',
        theme: 'fantasy',
        chapters: ['La tormenta'],
      },
      {
        title: 'The Dragon Who Could Not Roar',
        description: 'A shy dragon learns that a quiet voice can still be heard.',
        language: 'en',
        theme: 'fantasy',
        chapters: ['A Tiny Squeak'],
      },
      {
        title: 'La casa del árbol',
        description: 'Lucía y su abuelo construyen una casa en lo alto de un roble.',
        language: 'es',
        theme: 'nature',
        chapters: ['Tablas y clavos'],
      },
      {
        title: 'Sea Turtle Morning',
        description: 'A turtle swims to the shore to watch the sun come up.',
        language: 'en',
        theme: 'animals',
        chapters: ['Sunrise'],
      },
      {
        title: 'Dragon in the Attic',
        description: 'An old toy dragon waits under the roof.',
        language: 'en',
        theme: 'fantasy',
        chapters: ['Dust'],
        archived: { failureReason: null },
      },
    ],
  },
  archive: {
    name: 'Ada Archive',
    email: 'e2e-archive@example.com',
    kid: { name: 'Iris', age: 5, avatar: '🐢' },
    stories: [
      {
        title: 'The Stopped Story',
        description: 'A story whose making was stopped.',
        language: 'en',
        theme: 'adventure',
        chapters: ['Half a Start'],
        archived: { failureReason: 'Story generation cancelled by user' },
      },
      {
        title: 'The Kite Festival',
        description: 'Every kite in town dances in the wind.',
        language: 'en',
        theme: 'friendship',
        chapters: ['Strings'],
      },
      {
        title: 'The Paper Boat',
        description: 'A paper boat sails down the gutter to the sea.',
        language: 'en',
        theme: 'adventure',
        chapters: ['Rain'],
      },
    ],
  },
  minutes: {
    name: 'Mina Minutes',
    email: 'e2e-minutes@example.com',
    kid: { name: 'Olivia', age: 6, avatar: '🐧' },
    stories: [
      {
        title: 'The Sleepy Whale',
        description: 'A whale sings the sea to sleep.',
        language: 'en',
        theme: 'animals',
        chapters: ['The Song', 'The Quiet'],
        long: true,
      },
    ],
  },
  // Settings › Playback (issue 13): a story to listen to at the default speed, and one of two short
  // chapters whose end is heard in a few seconds.
  playbackSettings: {
    name: 'Paz Playback',
    email: 'e2e-playback-settings@example.com',
    kid: { name: 'Leo', age: 5, avatar: '🦊' },
    stories: [
      {
        title: 'The Quick Kite',
        description: 'A kite races the wind along the beach.',
        language: 'en',
        theme: 'adventure',
        chapters: ['Up', 'Away'],
      },
      {
        title: 'The Slow Snail',
        description: 'A snail crosses the garden before the moon is up.',
        language: 'en',
        theme: 'animals',
        chapters: ['The Leaf', 'The Wall'],
        long: true,
      },
    ],
  },
  listening: {
    name: 'Lou Listening',
    email: 'e2e-listening@example.com',
    kid: { name: 'Mateo', age: 5, avatar: '🦊' },
    stories: [
      {
        title: 'The Lantern Owl',
        description: 'An owl carries a lantern through the night wood.',
        language: 'en',
        theme: 'animals',
        chapters: ['The First Light', 'The Long Night'],
        long: true,
      },
    ],
  },
} as const satisfies Record<string, Family>;

/** The name of a seeded family (scripts/e2e-seed-families.ts can seed only some). */
export type FamilyKey = keyof typeof families;
