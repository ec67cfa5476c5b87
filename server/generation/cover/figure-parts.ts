/**
 * The pieces every companion figure is made of, in a 100 × 100 box with the feet at the bottom and the
 * face looking out: eyes with a glint, rosy cheeks, a small smile. Shared so that every companion
 * belongs to the same family of drawings.
 */

/** Colours through the palette's light (see Palette.lit): hue, saturation, lightness. */
export type Tint = (hue: number, saturation: number, lightness: number) => string;

export const INK = '#2b2238';

export function eyes(y: number, spread = 8, size = 7): string {
  return (
    `<path d="M${50 - spread} ${y}h0M${50 + spread} ${y}h0" stroke="${INK}" stroke-width="${size}" stroke-linecap="round"/>` +
    `<path d="M${51.5 - spread} ${y - 1.5}h0M${51.5 + spread} ${y - 1.5}h0" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>`
  );
}

export function cheeks(y: number, spread = 15): string {
  return `<path d="M${50 - spread} ${y}h0M${50 + spread} ${y}h0" stroke="#ff8fa3" stroke-width="7" stroke-linecap="round" opacity=".55"/>`;
}

export function smile(y: number, width = 8): string {
  const half = width / 2;
  return `<path d="M${50 - half} ${y}q${half} ${half * 0.8} ${width} 0" stroke="${INK}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
}

/** The standing body most companions share: a round tummy and two feet. */
export function body(fur: string, belly: string): string {
  return (
    `<ellipse cx="40" cy="96" rx="8" ry="5" fill="${fur}"/><ellipse cx="60" cy="96" rx="8" ry="5" fill="${fur}"/>` +
    `<ellipse cx="50" cy="78" rx="21" ry="19" fill="${fur}"/><ellipse cx="50" cy="82" rx="12" ry="12" fill="${belly}"/>`
  );
}

/** The body with a round head on top. */
export function critter(fur: string, belly: string, headY = 46, headR = 22): string {
  return body(fur, belly) + `<circle cx="50" cy="${headY}" r="${headR}" fill="${fur}"/>`;
}

/** A face: eyes, cheeks and smile at the usual height below a head centred at `headY`. */
export function face(headY = 46): string {
  return eyes(headY) + cheeks(headY + 8) + smile(headY + 9);
}

/** Two shapes mirrored around the middle: `d` is drawn for the left and flipped for the right. */
export function pair(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/><path d="${d}" fill="${fill}"${extra} transform="matrix(-1 0 0 1 100 0)"/>`;
}
