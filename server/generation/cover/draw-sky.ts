import type { Random } from '../writer/builtin/random';
import { HORIZON, cloud, dots, r, type Pen } from './cover-pen';
import type { CoverTime } from './cover-words';

/**
 * The sky at the story's time of day: stars (many at night, a few at dusk and dawn), the moon or the
 * sun with a soft halo, and clouds that take the light's colour. The gradient itself is defined by the
 * cover, which owns the ids.
 */

const STARS = { dawn: 5, day: 0, dusk: 14, night: 46 } as const;

/** A four-pointed twinkle centred on (x, y). */
function twinkle(x: number, y: number, size: number, colour: string): string {
  const s = size;
  return `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${colour}"/>`;
}

function stars(pen: Pen): string {
  const { random, palette } = pen;
  const count = STARS[palette.time];
  if (count === 0) return '';
  // Dusk and dawn keep their few stars high up, where the sky is already (or still) dark.
  const low = palette.time === 'night' ? HORIZON - 40 : HORIZON * 0.45;
  const point = () => [random.between(8, 592), random.between(8, r(low))] as const;
  const small = Array.from({ length: Math.ceil(count * 0.65) }, point);
  const big = Array.from({ length: Math.floor(count * 0.35) }, point);
  const twinkles =
    palette.time === 'night'
      ? Array.from({ length: 3 }, () => twinkle(...point(), random.between(7, 11), '#fff6da')).join('')
      : '';
  return (
    dots(small, '#fff', 2.4, ' opacity=".6"') +
    dots(big, '#fff8e6', 4, palette.time === 'night' ? '' : ' opacity=".7"') +
    twinkles
  );
}

function halo(x: number, y: number, radius: number, colour: string): string {
  return [2.6, 1.9, 1.4]
    .map((scale) => `<circle cx="${x}" cy="${y}" r="${r(radius * scale)}" fill="${colour}" opacity=".09"/>`)
    .join('');
}

function moon(pen: Pen): string {
  const { random, palette } = pen;
  const { x, y } = pen.light;
  const radius = random.between(30, 40);
  const glow = halo(x, y, radius, palette.light);
  if (random.chance(0.5)) {
    // A crescent: the outer edge, then back along a flatter inner curve.
    const d = `M${x} ${y - radius}A${radius} ${radius} 0 1 0 ${x} ${y + radius}A${r(radius * 0.72)} ${radius} 0 1 1 ${x} ${y - radius}Z`;
    return `${glow}<path d="${d}" fill="${palette.light}" transform="rotate(${random.between(-30, 20)} ${x} ${y})"/>`;
  }
  const spots = dots(
    [
      [x - radius * 0.3, y - radius * 0.2],
      [x + radius * 0.35, y + radius * 0.3],
    ],
    '#e7dcbc',
    r(radius * 0.35),
  );
  return `${glow}<circle cx="${x}" cy="${y}" r="${radius}" fill="${palette.light}"/>${spots}`;
}

function sun(pen: Pen): string {
  const { palette } = pen;
  const { x, y } = pen.light;
  const radius = palette.time === 'dusk' ? 48 : palette.time === 'dawn' ? 40 : 34;
  return `${halo(x, y, radius, palette.light)}<circle cx="${x}" cy="${y}" r="${radius}" fill="${palette.light}"/>`;
}

function clouds(pen: Pen): string {
  const { random, palette } = pen;
  const look = {
    dawn: { colour: '#ffe3e8', opacity: 0.55, count: 2 },
    day: { colour: '#ffffff', opacity: 0.9, count: 3 },
    dusk: { colour: '#ffc2a8', opacity: 0.35, count: 2 },
    night: { colour: '#c9c3ff', opacity: 0.12, count: 2 },
  }[palette.time];
  return Array.from({ length: look.count }, (_, i) => {
    const width = random.between(90, 150);
    const x = (i * 600) / look.count + random.between(-20, 60);
    return cloud(x, random.between(90, HORIZON - 110), width, look.colour, look.opacity);
  }).join('');
}

/** The light's place for this time of day, on the side away from the companion. */
export function placeLight(random: Random, time: CoverTime, side: -1 | 1): { x: number; y: number } {
  const heights = { dawn: HORIZON - 60, day: random.between(80, 130), dusk: HORIZON - 30 };
  const y = time === 'night' ? random.between(90, 150) : heights[time];
  return { x: 300 - side * random.between(70, 200), y };
}

/** `showLight` is false where the place draws its own (the Earth, seen from the Moon). */
export function drawSky(pen: Pen, skyFill: string, showLight = true): string {
  const light = !showLight ? '' : pen.palette.time === 'night' ? moon(pen) : sun(pen);
  return `<rect width="600" height="600" fill="${skyFill}"/>${stars(pen)}${light}${clouds(pen)}`;
}
