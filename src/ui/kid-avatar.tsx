import { cx } from './class-names';

/**
 * A kid profile's avatar, drawn. Profiles store an emoji (or an https picture), but a device without an
 * emoji font shows an emoji as an empty box, so each avatar a parent can pick is an SVG illustration
 * here: a round badge with a flat, friendly face. Any other emoji is drawn as the default child. It is
 * decorative: the child's name is always shown beside it.
 */

export const AVATAR_NAMES = {
  '🧒': 'child',
  '👧': 'girl',
  '👦': 'boy',
  '🦁': 'lion',
  '🐻': 'bear',
  '🦊': 'fox',
  '🐼': 'panda',
  '🐰': 'rabbit',
  '🦄': 'unicorn',
  '🐸': 'frog',
  '🐧': 'penguin',
  '🚀': 'rocket',
} as const;

export type AvatarName = (typeof AVATAR_NAMES)[keyof typeof AVATAR_NAMES];

const NAMES = new Map<string, AvatarName>(Object.entries(AVATAR_NAMES));

/** The name of a drawn avatar; undefined for any other value (emoji variation selectors ignored). */
export function avatarName(avatar: string): AvatarName | undefined {
  return NAMES.get(avatar.replace(/\uFE0F/g, ''));
}

export const isPictureAvatar = (avatar: string) => avatar.startsWith('https://');

// A shape is a path filled with a colour, or stroked with it at a width (round caps: "M x y h0" is a dot).
type Shape = readonly [d: string, fill: string] | readonly [d: string, stroke: string, width: number];

const INK = '#2b2238';
const circle = (x: number, y: number, r: number) =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const ellipse = (x: number, y: number, rx: number, ry: number) =>
  `M${x - rx} ${y}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0`;
/** A dot at (x, y) and its mirror image across the middle: eyes, cheeks. */
const both = (x: number, y: number) => `M${x} ${y}h0M${64 - x} ${y}h0`;

/** Eyes with a glint, rosy cheeks and a small smile, at height `y`. */
function face(y: number, spread = 6): Shape[] {
  return [
    [both(32 - spread, y), INK, 5],
    [both(33 - spread, y - 1), '#fff', 1.6],
    [both(22, y + 6), '#f9a8b8', 5],
    [`M29 ${y + 6}q3 3 6 0`, INK, 1.8],
  ];
}

const SKIN = '#f5c6a0';
/** A child's face: ears, face, then the hair in `extra`, then eyes and smile on top. */
const kid = (extra: Shape[]): Shape[] => [
  [circle(17, 38, 3.5) + circle(47, 38, 3.5), SKIN],
  [circle(32, 37, 15), SKIN],
  ...extra,
  ...face(38),
];

const DRAWINGS: Record<AvatarName, { badge: string; shapes: Shape[] }> = {
  child: {
    badge: '#fde68a',
    shapes: kid([['M17 36c-2-12 6-19 15-19s17 7 15 19c-3-5-7-8-15-8s-12 3-15 8z', '#b45309']]),
  },
  girl: {
    badge: '#fbcfe8',
    shapes: [
      [circle(14, 36, 6) + circle(50, 36, 6), '#5b3a29'],
      ...kid([
        ['M17 37c-1-12 6-20 15-20s16 8 15 20c-4-7-9-10-17-9-6 1-10 4-13 9z', '#5b3a29'],
        ['M40 20l7-5v10zM40 20l-7-5v10z', '#ec4899'],
      ]),
    ],
  },
  boy: {
    badge: '#99f6e4',
    shapes: kid([['M17 36c-2-12 6-19 15-19s17 7 15 19l-3-7-3 4-3-6-4 4-3-5-3 5-4-4-3 6-3-4z', '#3b2a20']]),
  },
  lion: {
    badge: '#c7d2fe',
    shapes: [
      [
        Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return circle(Math.round(32 + 18 * Math.cos(a)), Math.round(35 + 18 * Math.sin(a)), 7);
        }).join(''),
        '#c2410c',
      ],
      [circle(32, 35, 18), '#c2410c'],
      [circle(21, 23, 4.5) + circle(43, 23, 4.5), '#f59e0b'],
      [circle(32, 36, 14), '#fbbf24'],
      [ellipse(32, 42, 7, 5), '#fef3c7'],
      ...face(34),
      ['M29 39h6l-3 3z', '#7c2d12'],
    ],
  },
  bear: {
    badge: '#d9f99d',
    shapes: [
      [circle(19, 22, 6) + circle(45, 22, 6), '#8b5a2b'],
      [circle(19, 22, 3) + circle(45, 22, 3), '#d6a77a'],
      [circle(32, 36, 17), '#8b5a2b'],
      [ellipse(32, 43, 8, 6), '#e2b48a'],
      ...face(34),
      [ellipse(32, 40, 3, 2), INK],
    ],
  },
  fox: {
    badge: '#bae6fd',
    shapes: [
      ['M15 32L15 11L29 22zM49 32L49 11L35 22z', '#ea580c'],
      ['M18 26L18 16L25 22zM46 26L46 16L39 22z', '#7c2d12'],
      [circle(32, 36, 16), '#f97316'],
      ['M16 37c4 9 10 11 16 8 6 3 12 1 16-8-5 3-10 4-16 2-6 2-11 1-16-2z', '#fff7ed'],
      ...face(35),
      [ellipse(32, 41, 2.6, 2), INK],
    ],
  },
  panda: {
    badge: '#bbf7d0',
    shapes: [
      [circle(19, 22, 6) + circle(45, 22, 6), '#1f2937'],
      [circle(32, 36, 17), '#fafafa'],
      [ellipse(25, 35, 5, 6) + ellipse(39, 35, 5, 6), '#1f2937'],
      [both(26, 35), '#fff', 4.5],
      [both(26, 35), INK, 2.5],
      [both(22, 41), '#f9a8b8', 5],
      [ellipse(32, 41, 2.6, 1.8), INK],
      ['M29 44q3 3 6 0', INK, 1.8],
    ],
  },
  rabbit: {
    badge: '#fed7aa',
    shapes: [
      [ellipse(25, 17, 5, 13) + ellipse(39, 17, 5, 13), '#f5f5f4'],
      [ellipse(25, 18, 2.2, 9) + ellipse(39, 18, 2.2, 9), '#fbcfe8'],
      [circle(32, 40, 15), '#f5f5f4'],
      ...face(39),
      [ellipse(32, 44, 2.4, 1.6), '#f472b6'],
    ],
  },
  unicorn: {
    badge: '#e9d5ff',
    shapes: [
      ['M38 19c11 3 14 17 9 30-3-7-7-11-12-13z', '#c084fc'],
      ['M36 21c9 4 11 15 7 25-3-6-6-9-10-11z', '#f9a8d4'],
      ['M20 27l1-10 7 6zM44 27l-1-10-7 6z', '#fff'],
      [circle(32, 37, 15), '#fff'],
      ['M29 23l3-15 3 15z', '#fbbf24'],
      ['M30 18l4-1M31 13l3-1', '#d97706', 1.2],
      ['M24 26c3-5 10-6 14-2-5 0-8 2-10 5z', '#f9a8d4'],
      ...face(38),
    ],
  },
  frog: {
    badge: '#fecdd3',
    shapes: [
      [circle(22, 27, 8) + circle(42, 27, 8), '#22c55e'],
      [ellipse(32, 40, 19, 14), '#22c55e'],
      [circle(22, 27, 4.5) + circle(42, 27, 4.5), '#fff'],
      [both(22, 27), INK, 5],
      [both(22, 43), '#f9a8b8', 5],
      ['M23 41q9 8 18 0', INK, 2],
    ],
  },
  penguin: {
    badge: '#a5f3fc',
    shapes: [
      [circle(32, 36, 18), '#1e293b'],
      ['M32 28c-4-7-15-4-14 6 0 9 6 14 14 14s14-5 14-14c1-10-10-13-14-6z', '#fff'],
      [both(26, 36), INK, 5],
      [both(27, 35), '#fff', 1.6],
      [both(21, 42), '#f9a8b8', 5],
      ['M28 40h8l-4 5z', '#fb923c'],
    ],
  },
  rocket: {
    badge: '#6366f1',
    shapes: [
      ['M14 18h0M50 14h0M48 44h0M16 46h0M22 10h0', '#fff', 2.4],
      ['M27 46h10l-5 11z', '#fb923c'],
      ['M29 46h6l-3 6z', '#fde047'],
      ['M25 36l-7 11 8-3zM39 36l7 11-8-3z', '#ef4444'],
      ['M32 10c8 6 10 19 7 32H25c-3-13-1-26 7-32z', '#f1f5f9'],
      [circle(32, 27, 5), '#60a5fa'],
      [circle(32, 27, 5), '#94a3b8', 2],
      ['M32 10c3 2 5 5 6 8H26c1-3 3-6 6-8z', '#ef4444'],
    ],
  },
};

interface KidAvatarProps {
  /** The profile's avatar: one of AVATAR_NAMES' emoji, another emoji, or an https picture. */
  avatar: string;
  className?: string;
  /** Width and height in pixels; a className size wins over it. */
  size?: number;
}

export function KidAvatar({ avatar, className, size = 48 }: KidAvatarProps) {
  if (isPictureAvatar(avatar)) {
    return (
      <img
        src={avatar}
        alt=""
        width={size}
        height={size}
        className={cx('shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  const { badge, shapes } = DRAWINGS[avatarName(avatar) ?? 'child'];
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cx('shrink-0', className)}
    >
      <circle cx="32" cy="32" r="32" fill={badge} />
      {shapes.map(([d, colour, width], index) =>
        width === undefined ? (
          <path key={index} d={d} fill={colour} />
        ) : (
          <path key={index} d={d} fill="none" stroke={colour} strokeWidth={width} strokeLinecap="round" />
        ),
      )}
    </svg>
  );
}
