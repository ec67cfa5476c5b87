import { FEET_Y, r, type Pen } from './cover-pen';
import type { CompanionKind } from './cover-words';
import { FEATHERED_FIGURES, starFriend } from './figures-feathered';
import { FURRY_FIGURES } from './figures-furry';

/**
 * The companion, standing on the ground on its side of the cover and turned a little towards the
 * middle, with a soft pool of light at its feet after dark. On the Moon it wears a space helmet.
 */

const FIGURES = { ...FURRY_FIGURES, ...FEATHERED_FIGURES } satisfies Record<CompanionKind, unknown>;

export function drawCompanion(pen: Pen, kind: CompanionKind | undefined, onTheMoon: boolean): string {
  const { random, palette } = pen;
  const scale = random.between(190, 210) / 100;
  const x = 300 + pen.side * random.between(115, 150);
  const figure = (kind ? FIGURES[kind] : starFriend)(palette.lit, palette.accent);
  // Figures look out of the page; one on the right is mirrored so it leans towards the middle.
  const flip = pen.side === 1 ? -scale : scale;
  const left = r(x - 50 * flip);
  const top = r(FEET_Y - 100 * scale);
  const dark = palette.time === 'night' || palette.time === 'dusk';
  const pool = dark
    ? `<ellipse cx="${x}" cy="${FEET_Y - 2}" rx="${r(70 * scale)}" ry="${r(16 * scale)}" fill="${palette.light}" opacity=".18"/>`
    : '';
  const shadow = `<ellipse cx="${x}" cy="${FEET_Y - 1}" rx="${r(34 * scale)}" ry="${r(6 * scale)}" fill="#000" opacity=".18"/>`;
  const helmet = onTheMoon
    ? '<circle cx="50" cy="46" r="34" fill="#dff4ff" fill-opacity=".18" stroke="#eef8ff" stroke-width="3"/>' +
      '<path d="M30 30q8-12 22-14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".8"/>'
    : '';
  return `${pool}${shadow}<g transform="matrix(${flip} 0 0 ${scale} ${left} ${top})">${figure}${helmet}</g>`;
}
