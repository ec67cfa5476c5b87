// The create and update payload (P§3): name (trimmed), age and avatar. Interests are typed in the form
// but never leave it (P§2), so they are not part of this shape.
export interface ChildFields {
  name: string;
  age: number;
  avatar: string;
}

/** The emoji a parent can choose from; the first is the contract's default avatar. */
export const AVATAR_CHOICES = [
  '🧒',
  '👧',
  '👦',
  '🦁',
  '🐻',
  '🦊',
  '🐼',
  '🐰',
  '🦄',
  '🐸',
  '🐧',
  '🚀',
] as const;
