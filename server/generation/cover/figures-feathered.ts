import { INK, body, cheeks, critter, eyes, face, pair, smile, type Tint } from './figure-parts';

/**
 * The companions with feathers, scales, shells or bolts: owl, duckling, penguin, parrot, turtle, frog,
 * fish, dragon, pony, unicorn and robot, plus the little star friend drawn for a companion we have no
 * picture of.
 */

type Figure = (tint: Tint, accent: string) => string;

const owl: Figure = (t) => {
  const feathers = t(28, 40, 46);
  return (
    pair('M30 42L24 22L44 34Z', feathers) +
    `<ellipse cx="50" cy="64" rx="28" ry="34" fill="${feathers}"/>` +
    pair('M24 60C14 72 18 88 30 90C28 80 28 70 24 60Z', t(25, 40, 36)) +
    `<ellipse cx="50" cy="80" rx="17" ry="16" fill="${t(38, 50, 78)}"/>` +
    pair('M40 50m-10 0a10 10 0 1 0 20 0a10 10 0 1 0 -20 0', t(40, 40, 94)) +
    eyes(50, 10, 9) +
    `<path d="M46 58h8l-4 7Z" fill="${t(36, 90, 60)}" stroke="${t(36, 90, 60)}" stroke-width="2" stroke-linejoin="round"/>` +
    cheeks(62, 19) +
    pair('M40 97h8', 'none', ` stroke="${t(36, 90, 60)}" stroke-width="4" stroke-linecap="round"`)
  );
};

const duckling: Figure = (t) => {
  const down = t(50, 92, 66);
  const beak = t(28, 95, 60);
  return (
    `<path d="M48 26q-4-10 6-10" stroke="${down}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    critter(down, t(52, 95, 78)) +
    pair('M30 70C22 76 24 88 34 88C34 80 32 74 30 70Z', t(48, 85, 58)) +
    `<ellipse cx="40" cy="96" rx="8" ry="5" fill="${beak}"/><ellipse cx="60" cy="96" rx="8" ry="5" fill="${beak}"/>` +
    eyes(44) +
    cheeks(52, 16) +
    `<ellipse cx="50" cy="53" rx="9" ry="4.5" fill="${beak}"/>`
  );
};

const penguin: Figure = (t) => {
  const coat = t(228, 30, 30);
  const orange = t(30, 95, 60);
  return (
    `<ellipse cx="40" cy="97" rx="8" ry="4" fill="${orange}"/><ellipse cx="60" cy="97" rx="8" ry="4" fill="${orange}"/>` +
    `<ellipse cx="50" cy="62" rx="27" ry="35" fill="${coat}"/>` +
    pair('M24 58C14 70 16 84 24 86C26 76 26 66 24 58Z', coat) +
    `<path d="M50 36C40 30 30 38 32 50C30 68 34 90 50 92C66 90 70 68 68 50C70 38 60 30 50 36Z" fill="#fbfaf6"/>` +
    eyes(46) +
    cheeks(54, 15) +
    `<path d="M45 52h10l-5 6Z" fill="${orange}" stroke="${orange}" stroke-width="2" stroke-linejoin="round"/>`
  );
};

const parrot: Figure = (t) => {
  const red = t(356, 75, 54);
  return (
    `<path d="M50 24C44 12 48 6 54 8M52 24C54 12 62 10 64 14" stroke="${red}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M56 86L70 100L62 100L50 90Z" fill="${t(210, 70, 50)}"/>` +
    critter(red, t(50, 90, 66)) +
    pair('M30 66C20 74 24 90 36 90C34 80 34 72 30 66Z', t(145, 60, 42)) +
    `<circle cx="50" cy="46" r="12" fill="#fff" opacity=".85"/>` +
    eyes(44, 7, 6) +
    `<path d="M45 50Q50 46 56 50Q56 58 50 60Q52 54 45 50Z" fill="${t(45, 90, 60)}"/>`
  );
};

const turtle: Figure = (t) => {
  const shell = t(105, 42, 40);
  const skin = t(95, 45, 64);
  return (
    pair('M30 92m-8 0a8 6 0 1 0 16 0a8 6 0 1 0 -16 0', skin) +
    `<path d="M14 90C14 58 86 58 86 90Z" fill="${shell}" stroke="${t(60, 40, 70)}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M36 72l14-6 14 6-4 12h-20ZM22 86l10-10M78 86l-10-10" stroke="${t(100, 40, 55)}" stroke-width="3" fill="none" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="52" r="19" fill="${skin}"/>` +
    face(52)
  );
};

const frog: Figure = (t) => {
  const green = t(105, 55, 50);
  return (
    critter(green, t(70, 60, 80), 52, 22) +
    pair('M38 36m-10 0a10 10 0 1 0 20 0a10 10 0 1 0 -20 0', green) +
    eyes(36, 12, 8) +
    cheeks(56, 17) +
    smile(56, 18)
  );
};

const fish: Figure = (t, accent) =>
  `<circle cx="50" cy="62" r="36" fill="#bfe6ff" opacity=".45" stroke="#eaf7ff" stroke-width="3"/>` +
  `<path d="M30 94h40" stroke="#eaf7ff" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M66 62L82 50V74Z" fill="${accent}"/>` +
  `<ellipse cx="52" cy="62" rx="18" ry="13" fill="${t(28, 95, 60)}"/>` +
  `<circle cx="44" cy="59" r="3" fill="${INK}"/>` +
  `<path d="M34 40h0M28 30h0" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/>`;

const dragon: Figure = (t) => {
  const scales = t(150, 48, 48);
  const cream = t(48, 80, 84);
  return (
    `<path d="M66 88C90 94 96 78 92 66L98 62L88 58L86 68C86 76 78 80 66 78Z" fill="${scales}"/>` +
    pair('M30 66C10 56 8 40 14 34C18 44 24 44 30 40C30 50 34 58 36 62Z', t(165, 45, 38)) +
    critter(scales, cream) +
    pair('M38 28L36 16L44 26Z', cream) +
    face() +
    `<path d="M46 51h0M54 51h0" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>`
  );
};

/** Pony and unicorn: a long face with a pale muzzle, upright ears, a forelock and a mane. */
function ponyLike(t: Tint, unicorn: boolean): string {
  const coat = unicorn ? t(280, 25, 96) : t(26, 48, 54);
  const manes = unicorn ? [t(200, 70, 74), t(270, 60, 76), t(330, 75, 78)] : [t(22, 45, 30)];
  const mane = manes
    .map(
      (colour, i) =>
        `<path d="M${58 - i * 3} ${22 + i * 3}C${80 - i * 4} ${26 + i * 3} ${80 - i * 4} ${54 + i * 4} ${70 - i * 4} ${74 + i * 2}C${64 - i * 3} ${62 + i * 2} ${64 - i * 3} ${42 + i * 3} ${54 - i * 3} ${32 + i * 3}Z" fill="${colour}"/>`,
    )
    .join('');
  return (
    `<path d="M68 80C90 80 94 96 86 100" stroke="${manes[0]}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    body(coat, unicorn ? t(300, 35, 90) : t(30, 45, 72)) +
    mane +
    pair('M37 30L34 8L47 22Z', coat) +
    pair('M38 25L37 14L43 21Z', t(350, 45, 78)) +
    `<ellipse cx="50" cy="44" rx="17" ry="23" fill="${coat}"/>` +
    (unicorn
      ? `<path d="M45 22L50 -4L55 22Z" fill="${t(44, 90, 68)}"/><path d="M46 15l8-3M47 7l6-2" stroke="${t(36, 80, 52)}" stroke-width="2"/>`
      : '') +
    `<path d="M40 26C44 18 56 18 60 26C56 24 54 32 48 32C48 28 44 26 40 26Z" fill="${manes[manes.length - 1]}"/>` +
    `<ellipse cx="50" cy="59" rx="13" ry="9" fill="${unicorn ? t(330, 40, 92) : t(30, 40, 76)}"/>` +
    eyes(42, 9) +
    cheeks(51, 16) +
    `<path d="M45 58h0M55 58h0" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
    smile(63, 6)
  );
}

const pony: Figure = (t) => ponyLike(t, false);
const unicorn: Figure = (t) => ponyLike(t, true);

const robot: Figure = (t, accent) => {
  const metal = t(215, 18, 80);
  const dark = t(220, 20, 48);
  return (
    `<path d="M50 22V10" stroke="${dark}" stroke-width="3"/><circle cx="50" cy="8" r="5" fill="${accent}"/>` +
    `<rect x="38" y="88" width="10" height="10" rx="3" fill="${dark}"/><rect x="52" y="88" width="10" height="10" rx="3" fill="${dark}"/>` +
    pair('M30 68h-8', 'none', ` stroke="${dark}" stroke-width="6" stroke-linecap="round"`) +
    `<rect x="31" y="60" width="38" height="30" rx="9" fill="${metal}"/><path d="M50 70c-4-5-10 0-6 4l6 5 6-5c4-4-2-9-6-4Z" fill="${accent}"/>` +
    `<rect x="26" y="22" width="48" height="38" rx="13" fill="${metal}"/><rect x="32" y="30" width="36" height="22" rx="9" fill="${t(225, 30, 26)}"/>` +
    `<path d="M42 40h0M58 40h0" stroke="#7ef0ff" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M45 46q5 4 10 0" stroke="#7ef0ff" stroke-width="2.4" fill="none" stroke-linecap="round"/>` +
    pair('M26 40h-5', 'none', ` stroke="${dark}" stroke-width="6" stroke-linecap="round"`)
  );
};

/** For a companion we have no drawing of: a little star with a face, which suits a bedtime story. */
export const starFriend: Figure = () => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? 44 : 22;
    const angle = (i * Math.PI) / 5 - Math.PI / 2;
    return `${Math.round(50 + radius * Math.cos(angle))} ${Math.round(58 + radius * Math.sin(angle))}`;
  });
  return (
    `<path d="M${points.join('L')}Z" fill="#ffe27a" stroke="#ffe27a" stroke-width="10" stroke-linejoin="round"/>` +
    eyes(56) +
    cheeks(64, 14) +
    smile(65)
  );
};

export const FEATHERED_FIGURES = {
  owl,
  duckling,
  penguin,
  parrot,
  turtle,
  frog,
  fish,
  dragon,
  pony,
  unicorn,
  robot,
};
