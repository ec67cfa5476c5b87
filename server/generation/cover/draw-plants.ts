import { dots, r, type Pen } from './cover-pen';

/** Trees, flowers and palms, drawn with their roots at the point they are given. */

/** A fir tree of three tiers whose trunk stands at (x, base). */
export function pine(x: number, base: number, height: number, colour: string): string {
  const tiers = [0, 1, 2]
    .map((i) => {
      const top = base - height + i * height * 0.24;
      const half = height * (0.17 + 0.07 * i);
      const bottom = top + height * 0.42;
      return `M${r(x)} ${r(top)}L${r(x + half)} ${r(bottom)}H${r(x - half)}Z`;
    })
    .join('');
  return `<path d="${tiers}" fill="${colour}" stroke="${colour}" stroke-width="4" stroke-linejoin="round"/>`;
}

/** A round, leafy tree whose trunk stands at (x, base). */
export function roundTree(x: number, base: number, size: number, leaf: string, trunk: string): string {
  const s = size;
  return (
    `<rect x="${r(x - s * 0.08)}" y="${r(base - s)}" width="${r(s * 0.16)}" height="${r(s)}" fill="${trunk}"/>` +
    `<g fill="${leaf}"><circle cx="${r(x)}" cy="${r(base - s * 1.15)}" r="${r(s * 0.5)}"/>` +
    `<circle cx="${r(x - s * 0.38)}" cy="${r(base - s * 0.85)}" r="${r(s * 0.36)}"/>` +
    `<circle cx="${r(x + s * 0.4)}" cy="${r(base - s * 0.85)}" r="${r(s * 0.38)}"/></g>`
  );
}

/** `count` flowers of each colour, scattered from `top` down to the title. */
export function flowerBed(pen: Pen, count: number, top: number, colours: readonly string[]): string {
  const { random } = pen;
  return colours
    .map((colour) =>
      dots(
        Array.from({ length: count }, () => [random.between(10, 590), random.between(top, 480)] as const),
        colour,
        random.between(8, 11),
      ),
    )
    .join('');
}

export function palm(pen: Pen, x: number, base: number, height: number): string {
  const p = pen.palette.paint;
  const top = { x: x + 24, y: base - height };
  const fronds = [-165, -125, -85, -45, -5, 30]
    .map(
      (angle, i) =>
        `<path d="M0 0Q34 -24 70 8Q32 4 0 0Z" fill="${p(120 + i * 4, 45, 30 + (i % 2) * 8)}" transform="translate(${top.x} ${top.y}) rotate(${angle})"/>`,
    )
    .join('');
  return (
    `<path d="M${x} ${base}Q${x - 6} ${base - height / 2} ${top.x} ${top.y}" stroke="${p(30, 40, 40)}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    fronds +
    dots([[top.x - 4, top.y + 8]], p(30, 45, 30), 10)
  );
}

/** A tall sunflower whose stem stands at (x, base), its face turned a little to the sun. */
export function sunflower(pen: Pen, x: number, base: number, height: number): string {
  const p = pen.palette.paint;
  const top = base - height;
  const petals = Array.from({ length: 10 }, (_, i) => {
    const angle = (i * Math.PI) / 5;
    return [x + 15 * Math.cos(angle), top + 15 * Math.sin(angle)] as const;
  });
  return (
    `<path d="M${x} ${base}V${top}" stroke="${p(110, 45, 34)}" stroke-width="5"/>` +
    `<path d="M${x} ${r(base - height * 0.4)}q18-12 28-2q-12 10-28 2z" fill="${p(110, 45, 34)}"/>` +
    dots(petals, p(46, 95, 58), 13) +
    `<circle cx="${x}" cy="${top}" r="11" fill="${p(25, 55, 28)}"/>`
  );
}
