import type { Random } from '../writer/builtin/random';
import type { Palette } from './cover-palette';

/**
 * What every part of a cover draws with: the story's seeded randomness, its palette, and the side the
 * companion stands on (scenery keeps its big shapes to the other side). Coordinates are in the
 * 600 × 600 viewBox; numbers are rounded so the file stays small.
 */

export interface Pen {
  random: Random;
  palette: Palette;
  /** -1: the companion stands on the left; 1: on the right. */
  side: -1 | 1;
  /** Where the sun or the moon is (water shows it again below). */
  light: { x: number; y: number };
}

export const r = (value: number) => Math.round(value);

/** Where the sky meets the land; the companion stands a little below it, the title lower still. */
export const HORIZON = 350;
export const FEET_Y = 436;

/** An x on the companion's side (`toward` 1) or away from it (`toward` -1), `distance` from the middle. */
export const sideX = (pen: Pen, toward: 1 | -1, distance: number) => r(300 + pen.side * toward * distance);

/** A round dot at each point, all in one path (a zero-length line with round caps is a dot). */
export function dots(
  points: readonly (readonly [number, number])[],
  colour: string,
  size: number,
  extra = '',
) {
  if (points.length === 0) return '';
  const d = points.map(([x, y]) => `M${r(x)} ${r(y)}h0`).join('');
  return `<path d="${d}" stroke="${colour}" stroke-width="${size}" stroke-linecap="round"${extra}/>`;
}

/** Rolling ground from left to right through `ys` (evenly spaced), filled down to the bottom. */
export function hills(ys: readonly number[], colour: string, extra = ''): string {
  const step = 600 / (ys.length - 1);
  const [first = 400, ...rest] = ys;
  let d = `M0 ${r(first)}`;
  rest.forEach((y, i) => {
    const x0 = i * step;
    const previous = i === 0 ? first : (rest[i - 1] ?? first);
    d += `C${r(x0 + step / 2)} ${r(previous)} ${r(x0 + step / 2)} ${r(y)} ${r(x0 + step)} ${r(y)}`;
  });
  return `<path d="${d}V600H0Z" fill="${colour}"${extra}/>`;
}

/** `count` heights around `y`, each up to `spread` away: the skyline of a hill. */
export function wobble(pen: Pen, count: number, y: number, spread: number): number[] {
  return Array.from({ length: count }, () => y + pen.random.between(-spread, spread));
}

/** A fluffy cloud whose flat bottom runs from x to x + width at y. */
export function cloud(x: number, y: number, width: number, colour: string, opacity: number): string {
  const u = width / 10;
  return (
    `<g fill="${colour}" opacity="${opacity}">` +
    `<circle cx="${r(x + 3 * u)}" cy="${r(y - 1.6 * u)}" r="${r(2 * u)}"/>` +
    `<circle cx="${r(x + 5.8 * u)}" cy="${r(y - 2.4 * u)}" r="${r(2.7 * u)}"/>` +
    `<circle cx="${r(x + 8 * u)}" cy="${r(y - 1.3 * u)}" r="${r(1.6 * u)}"/>` +
    `<rect x="${r(x)}" y="${r(y - 2 * u)}" width="${r(width)}" height="${r(2 * u)}" rx="${r(u)}"/></g>`
  );
}

/** Fireflies at dusk and at night: warm dots, each with a soft glow. */
export function fireflies(pen: Pen, count: number, top: number, bottom: number): string {
  if (pen.palette.time === 'day' || pen.palette.time === 'dawn') return '';
  const points = Array.from(
    { length: count },
    () => [pen.random.between(30, 570), pen.random.between(top, bottom)] as const,
  );
  return dots(points, '#ffe58a', 14, ' opacity=".25"') + dots(points, '#fff3b8', 5);
}
