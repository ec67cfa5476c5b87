import { FEET_Y, HORIZON, cloud, dots, fireflies, hills, r, sideX, wobble, type Pen } from './cover-pen';
import { palm, roundTree } from './draw-plants';
import { jetty, lighthouse } from './draw-props';

/**
 * The places by water and up high: beach, island, lake, the Moon and the sky. Water shows the sun or
 * the moon again as a path of light; the Moon shows the Earth instead of a moon.
 */

function water(pen: Pen, top: number, hue: number, lightness: number): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const waves = Array.from({ length: 9 }, () => {
    const x = random.between(10, 560);
    const y = random.between(top + 12, FEET_Y - 10);
    return `M${x} ${y}q8-6 16 0t16 0`;
  }).join('');
  // The light's path: shorter dashes the farther they are, broken like the water.
  const shine = Array.from({ length: 6 }, (_, i) => {
    const y = top + 8 + i * 12;
    const half = 10 + i * 6;
    return `M${pen.light.x - half} ${y}h${half * 2}`;
  }).join('');
  return (
    `<rect y="${top}" width="600" height="${600 - top}" fill="${p(hue, 55, lightness)}"/>` +
    `<path d="${shine}" stroke="${palette.light}" stroke-width="4" stroke-linecap="round" stroke-dasharray="14 10" opacity=".55"/>` +
    `<path d="${waves}" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" opacity=".3"/>`
  );
}

function sailboat(pen: Pen, x: number, y: number): string {
  const p = pen.palette.paint;
  return (
    `<path d="M${x - 34} ${y}h68l-12 16h-44Z" fill="${p(20, 45, 40)}"/>` +
    `<path d="M${x} ${y - 4}V${y - 70}L${x + 30} ${y - 8}Z" fill="${p(40, 30, 94)}"/>` +
    `<path d="M${x - 4} ${y - 4}V${y - 56}L${x - 28} ${y - 8}Z" fill="${p(40, 30, 86)}"/>` +
    `<path d="M${x} ${y - 70}l14 5-14 5" fill="${pen.palette.accent}"/>`
  );
}

function starfish(x: number, y: number, colour: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? 11 : 4.5;
    const angle = (i * Math.PI) / 5 - Math.PI / 2;
    return `${r(x + radius * Math.cos(angle))} ${r(y + radius * Math.sin(angle))}`;
  });
  return `<path d="M${points.join('L')}Z" fill="${colour}" stroke="${colour}" stroke-width="3" stroke-linejoin="round"/>`;
}

function beach(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  return (
    water(pen, HORIZON, 195, 48) +
    (random.chance(0.5)
      ? sailboat(pen, sideX(pen, -1, random.between(120, 200)), HORIZON + 22)
      : lighthouse(pen, sideX(pen, -1, random.between(180, 230)), HORIZON + 34)) +
    hills(wobble(pen, 4, FEET_Y - 38, 10), p(190, 40, 88), ' opacity=".6"') +
    hills(wobble(pen, 4, FEET_Y - 30, 10), p(42, 60, 78)) +
    starfish(sideX(pen, -1, 60), FEET_Y + 4, p(12, 75, 66)) +
    starfish(sideX(pen, 1, 230), FEET_Y - 8, palette.accent) +
    dots(
      [
        [sideX(pen, -1, 180), FEET_Y - 6],
        [sideX(pen, 1, 20), FEET_Y + 16],
      ],
      p(20, 50, 92),
      9,
    )
  );
}

function island(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const x = sideX(pen, -1, random.between(110, 160));
  const y = HORIZON + 26;
  return (
    water(pen, HORIZON, 185, 50) +
    `<ellipse cx="${x}" cy="${y + 4}" rx="140" ry="26" fill="${p(42, 55, 74)}"/>` +
    `<ellipse cx="${x - 10}" cy="${y - 4}" rx="100" ry="20" fill="${p(110, 40, 40)}"/>` +
    palm(pen, x - 20, y - 6, 120) +
    palm(pen, x + 40, y - 2, 90) +
    hills(wobble(pen, 4, FEET_Y - 26, 12), p(42, 60, 78)) +
    starfish(sideX(pen, 1, 200), FEET_Y + 10, palette.accent)
  );
}

function lake(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const trees = Array.from({ length: 5 }, () =>
    roundTree(random.between(10, 590), HORIZON + 4, random.between(30, 50), p(140, 35, 32), p(25, 30, 28)),
  ).join('');
  const reedX = sideX(pen, -1, 200);
  const reeds = [-24, -12, 0, 10, 22]
    .map((dx, i) => `M${reedX + dx} ${FEET_Y - 20}q${dx / 3} -40 ${dx / 2} ${-70 - (i % 3) * 14}`)
    .join('');
  const pads = Array.from({ length: 4 }, () => {
    const px = random.between(60, 540);
    const py = random.between(HORIZON + 30, FEET_Y - 50);
    return `<path d="M${px} ${py}l14-3a16 7 0 1 1 -6 -5Z" fill="${p(120, 45, 42)}"/>`;
  }).join('');
  return (
    hills(wobble(pen, 5, HORIZON - 12, 14), p(150, 25, 44)) +
    trees +
    water(pen, HORIZON + 8, 205, 50) +
    pads +
    (random.chance(0.5) ? jetty(pen, sideX(pen, -1, 300), HORIZON + 30) : '') +
    dots([[random.between(100, 500), HORIZON + 44]], p(335, 60, 82), 10) +
    hills(wobble(pen, 4, FEET_Y - 26, 8), p(105, 40, 40)) +
    `<path d="${reeds}" stroke="${p(95, 35, 36)}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    fireflies(pen, 8, 240, 420)
  );
}

function moon(pen: Pen): string {
  const { random, palette } = pen;
  // Grey moon dust stays grey: the sunlit Moon does not take the sky's colour.
  const p = palette.lit;
  const earth = { x: pen.light.x, y: pen.light.y + 10 };
  const craters = Array.from({ length: 5 }, () => {
    const cx = random.between(20, 580);
    const cy = random.between(HORIZON + 30, 500);
    const rx = random.between(22, 48);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r(rx / 3.4)}" fill="${p(250, 8, 52)}"/><ellipse cx="${cx}" cy="${cy + 3}" rx="${rx - 6}" ry="${r(rx / 4.2)}" fill="${p(250, 8, 62)}"/>`;
  }).join('');
  const rocketX = sideX(pen, -1, random.between(130, 190));
  const base = HORIZON + 30;
  return (
    [2.2, 1.6]
      .map((k) => `<circle cx="${earth.x}" cy="${earth.y}" r="${44 * k}" fill="#8fc8ff" opacity=".08"/>`)
      .join('') +
    `<circle cx="${earth.x}" cy="${earth.y}" r="44" fill="#3f7fcf"/>` +
    `<path d="M${earth.x - 30} ${earth.y - 22}c14-8 26 2 20 12s-22 6-26 18c-8-6-6-22 6-30ZM${earth.x + 8} ${earth.y + 12}c12-6 24 0 22 10s-14 14-24 10c6-6-4-14 2-20Z" fill="#6ebf73"/>` +
    hills(wobble(pen, 5, HORIZON - 4, 18), p(250, 8, 66)) +
    craters +
    `<path d="M${rocketX} ${base - 120}c26 24 26 70 18 100h-36c-8-30-8-76 18-100Z" fill="#e9edf5"/>` +
    `<path d="M${rocketX - 18} ${base - 40}l-16 30 18-6ZM${rocketX + 18} ${base - 40}l16 30-18-6Z" fill="${palette.accent}"/>` +
    `<circle cx="${rocketX}" cy="${base - 76}" r="10" fill="#7cc4ff" stroke="#9aa6bd" stroke-width="4"/>` +
    hills(wobble(pen, 4, FEET_Y - 26, 10), p(250, 6, 74))
  );
}

function sky(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const fluff = p(palette.hue, 30, 96);
  const bright = palette.time === 'day' || palette.time === 'dawn';
  const rainbow = ['#ff9a9a', '#ffd08a', '#fff3a0', '#a8e6a0', '#9ccfff', '#c6a8ff']
    .map((colour, i) => {
      const radius = 230 - i * 12;
      return `<path d="M${300 - radius} ${HORIZON + 40}A${radius} ${radius} 0 0 1 ${300 + radius} ${HORIZON + 40}" stroke="${colour}" stroke-width="12" fill="none"/>`;
    })
    .join('');
  // Over the companion's side: the sun or the moon has the other.
  const balloonX = sideX(pen, 1, random.between(40, 130));
  const balloonY = random.between(100, 140);
  const floor = Array.from({ length: 7 }, (_, i) =>
    cloud(i * 92 - 40 + random.between(-10, 10), FEET_Y + 60, random.between(150, 190), fluff, 1),
  ).join('');
  return (
    `<g opacity="${bright ? 0.6 : 0.22}">${rainbow}</g>` +
    cloud(sideX(pen, 1, 260), HORIZON - 20, 140, fluff, 0.7) +
    cloud(sideX(pen, -1, 280), HORIZON + 10, 180, fluff, 0.8) +
    `<circle cx="${balloonX}" cy="${balloonY}" r="38" fill="${palette.accent}"/>` +
    `<path d="M${balloonX - 12} ${balloonY - 36}Q${balloonX - 26} ${balloonY} ${balloonX - 10} ${balloonY + 36}M${balloonX + 12} ${balloonY - 36}Q${balloonX + 26} ${balloonY} ${balloonX + 10} ${balloonY + 36}" stroke="#fff" stroke-width="5" fill="none" opacity=".7"/>` +
    `<path d="M${balloonX - 10} ${balloonY + 36}l2 22M${balloonX + 10} ${balloonY + 36}l-2 22" stroke="${p(30, 30, 40)}" stroke-width="2"/>` +
    `<rect x="${balloonX - 11}" y="${balloonY + 56}" width="22" height="16" rx="3" fill="${p(30, 45, 45)}"/>` +
    floor
  );
}

export const WATER_AND_SKY_PLACES = { beach, island, lake, moon, sky };
