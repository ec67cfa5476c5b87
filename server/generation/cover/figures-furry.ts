import { INK, cheeks, critter, eyes, face, pair, smile, type Tint } from './figure-parts';

/**
 * The furry companions: fox, rabbit, hedgehog, mouse, squirrel, puppy, kitten, bear and monkey. Each is
 * the shared standing body with its own ears, tail and markings.
 */

type Figure = (tint: Tint, accent: string) => string;

const nose = (y: number, colour = INK) => `<ellipse cx="50" cy="${y}" rx="3.4" ry="2.4" fill="${colour}"/>`;

const fox: Figure = (t) => {
  const fur = t(24, 85, 56);
  const cream = t(35, 70, 93);
  return (
    `<path d="M66 88C96 92 100 58 82 50C88 66 78 76 64 76Z" fill="${fur}"/><path d="M91 66C96 58 90 50 82 50C86 56 88 62 91 66Z" fill="${cream}"/>` +
    pair('M30 36L28 12L48 28Z', fur) +
    pair('M32 30L31 17L42 27Z', t(20, 40, 30)) +
    critter(fur, cream) +
    `<path d="M30 50Q40 66 50 60Q60 66 70 50Q62 60 50 58Q38 60 30 50Z" fill="${cream}"/>` +
    face() +
    nose(53)
  );
};

const rabbit: Figure = (t) => {
  const fur = t(30, 20, 88);
  return (
    pair('M36 30C30 10 34 -4 40 0C46 4 46 18 44 28Z', fur) +
    pair('M38 24C35 12 37 4 40 6C43 9 43 16 42 24Z', t(350, 70, 82)) +
    `<circle cx="72" cy="86" r="7" fill="#fff"/>` +
    critter(fur, '#fff') +
    face() +
    nose(52, t(350, 60, 72))
  );
};

const hedgehog: Figure = (t) => {
  const spikes = Array.from({ length: 15 }, (_, i) => {
    const angle = Math.PI * (0.9 + (1.2 * i) / 14);
    const radius = i % 2 === 0 ? 40 : 30;
    return `${Math.round(50 + radius * Math.cos(angle))} ${Math.round(58 + radius * Math.sin(angle))}`;
  });
  const tan = t(32, 45, 78);
  return (
    `<path d="M14 80L${spikes.join('L')}L86 80Z" fill="${t(25, 35, 35)}" stroke="${t(25, 35, 35)}" stroke-width="4" stroke-linejoin="round"/>` +
    critter(tan, t(35, 50, 88), 50, 20) +
    pair('M30 38a6 6 0 1 1 8 -6Z', tan) +
    face(50) +
    nose(56)
  );
};

const mouse: Figure = (t) => {
  const fur = t(240, 8, 74);
  return (
    `<path d="M68 88C90 92 92 76 82 72" stroke="${t(350, 40, 75)}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    pair('M32 32m-14 0a14 14 0 1 0 28 0a14 14 0 1 0 -28 0', fur) +
    pair('M32 32m-8 0a8 8 0 1 0 16 0a8 8 0 1 0 -16 0', t(350, 60, 82)) +
    critter(fur, t(240, 10, 88)) +
    face() +
    nose(53, t(350, 60, 65)) +
    pair('M38 54L24 52M38 57L25 59', 'none', ` stroke="${INK}" stroke-width="1.2" opacity=".5"`)
  );
};

const squirrel: Figure = (t) => {
  const fur = t(22, 62, 50);
  return (
    `<path d="M62 94C100 96 104 52 88 36C78 26 64 34 70 46C78 56 74 70 62 76Z" fill="${t(22, 60, 44)}"/>` +
    pair('M32 34L30 16L44 26Z', fur) +
    critter(fur, t(35, 60, 88)) +
    face() +
    nose(53)
  );
};

const puppy: Figure = (t) => {
  const fur = t(34, 55, 72);
  const ear = t(25, 45, 42);
  return (
    `<path d="M70 80q10-6 12-16" stroke="${fur}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    critter(fur, t(38, 60, 90)) +
    pair('M30 30C20 32 18 52 24 60C30 62 34 50 34 38Z', ear) +
    `<circle cx="58" cy="45" r="8" fill="${t(30, 45, 58)}"/>` +
    `<ellipse cx="50" cy="56" rx="11" ry="8" fill="${t(38, 60, 90)}"/>` +
    eyes(46) +
    cheeks(54, 16) +
    nose(52) +
    smile(58, 7) +
    `<path d="M50 59v4a3 3 0 0 0 5 0v-3" fill="${t(350, 70, 70)}"/>`
  );
};

const kitten: Figure = (t, accent) => {
  const fur = t(28, 70, 64);
  return (
    `<path d="M70 90C92 90 90 66 84 58" stroke="${fur}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    pair('M30 38L31 16L48 28Z', fur) +
    pair('M33 32L33 22L42 28Z', t(350, 60, 80)) +
    critter(fur, t(35, 60, 92)) +
    pair(
      'M34 40l6 4M32 46l6 2',
      'none',
      ` stroke="${t(24, 70, 48)}" stroke-width="3" stroke-linecap="round"`,
    ) +
    face() +
    nose(53, t(350, 60, 65)) +
    pair('M38 55L24 52M38 58L25 61', 'none', ` stroke="${INK}" stroke-width="1.2" opacity=".5"`) +
    `<path d="M36 64q14 6 28 0" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  );
};

const bear: Figure = (t) => {
  const fur = t(26, 42, 44);
  return (
    pair('M32 30m-10 0a10 10 0 1 0 20 0a10 10 0 1 0 -20 0', fur) +
    pair('M32 30m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0', t(28, 40, 66)) +
    critter(fur, t(30, 45, 66)) +
    `<ellipse cx="50" cy="55" rx="11" ry="8" fill="${t(32, 45, 72)}"/>` +
    eyes(45) +
    cheeks(53, 16) +
    nose(52) +
    smile(57, 6)
  );
};

const monkey: Figure = (t) => {
  const fur = t(25, 40, 40);
  const skin = t(30, 50, 76);
  return (
    `<path d="M68 88C92 92 94 66 82 62C74 60 74 70 80 70" stroke="${fur}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    pair('M28 46m-9 0a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', fur) +
    pair('M28 46m-5 0a5 5 0 1 0 10 0a5 5 0 1 0 -10 0', skin) +
    critter(fur, skin) +
    `<path d="M50 40C44 30 32 34 34 46C34 58 42 64 50 64C58 64 66 58 66 46C68 34 56 30 50 40Z" fill="${skin}"/>` +
    face(46)
  );
};

export const FURRY_FIGURES = { fox, rabbit, hedgehog, mouse, squirrel, puppy, kitten, bear, monkey };
