import { FEET_Y, HORIZON, dots, fireflies, hills, r, sideX, wobble, type Pen } from './cover-pen';
import { flowerBed, pine, roundTree, sunflower } from './draw-plants';
import { kite, windmill } from './draw-props';

/**
 * The places on dry land: forest, castle, farm, garden, meadow, mountain and jungle. Each keeps its big
 * shapes away from the companion's side and ends with the ground the companion stands on.
 */

function nearGround(pen: Pen, hue: number, saturation: number, lightness: number): string {
  return hills(wobble(pen, 4, FEET_Y - 28, 8), pen.palette.paint(hue, saturation, lightness));
}

function forest(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const far = Array.from({ length: 11 }, (_, i) =>
    pine(i * 60 + random.between(-15, 15), HORIZON + 12, random.between(60, 95), p(155, 30, 34)),
  ).join('');
  const big = [sideX(pen, -1, random.between(170, 230)), sideX(pen, -1, random.between(60, 110))]
    .map((x, i) => pine(x, FEET_Y + 10, 250 - i * 60, p(150, 42, 24)))
    .join('');
  const mushrooms = [sideX(pen, 1, 60), sideX(pen, -1, 20)]
    .map(
      (x) =>
        `<rect x="${x - 3}" y="${FEET_Y - 14}" width="6" height="12" fill="#f3e6d0"/>` +
        `<path d="M${x - 11} ${FEET_Y - 12}a11 9 0 0 1 22 0Z" fill="${p(4, 70, 58)}"/>`,
    )
    .join('');
  return (
    hills(wobble(pen, 5, HORIZON - 6, 12), p(160, 28, 40)) +
    far +
    nearGround(pen, 115, 40, 40) +
    big +
    pine(sideX(pen, 1, 280), FEET_Y + 30, 240, p(150, 42, 22)) +
    mushrooms +
    fireflies(pen, 9, 220, 420)
  );
}

function castle(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const x = sideX(pen, -1, random.between(110, 150));
  const base = HORIZON + 20;
  const stone = p(35, 14, 80);
  const roof = p(random.pick([350, 215, 275]), 45, 48);
  const lit = palette.time === 'night' || palette.time === 'dusk';
  const pane = lit ? '#ffd27a' : p(230, 20, 30);
  const towers = [-72, 72]
    .map(
      (dx) =>
        `<rect x="${x + dx - 18}" y="${base - 150}" width="36" height="150" fill="${stone}"/>` +
        `<path d="M${x + dx - 24} ${base - 148}L${x + dx} ${base - 205}L${x + dx + 24} ${base - 148}Z" fill="${roof}"/>` +
        `<path d="M${x + dx} ${base - 205}v-18l16 6-16 6" fill="${palette.accent}" stroke="${stone}" stroke-width="2"/>`,
    )
    .join('');
  const battlements = Array.from(
    { length: 5 },
    (_, i) => `M${x - 54 + i * 24} ${base - 100}h12v-12h-12Z`,
  ).join('');
  const windows = dots(
    [
      [x - 72, base - 110],
      [x + 72, base - 110],
      [x - 25, base - 70],
      [x + 25, base - 70],
    ],
    pane,
    10,
  );
  return (
    hills(wobble(pen, 5, HORIZON - 10, 14), p(palette.hue, 22, 42)) +
    `<ellipse cx="${x}" cy="${base + 6}" rx="170" ry="34" fill="${p(120, 32, 44)}"/>` +
    `<rect x="${x - 56}" y="${base - 100}" width="112" height="100" fill="${stone}"/>` +
    `<path d="${battlements}" fill="${stone}"/>` +
    towers +
    `<path d="M${x - 16} ${base}v-28a16 16 0 0 1 32 0v28Z" fill="${p(25, 35, 28)}"/>` +
    windows +
    nearGround(pen, 110, 38, 44) +
    `<path d="M${x} ${base + 10}C${x} ${base + 60} ${300 + pen.side * 40} ${FEET_Y - 40} ${300 + pen.side * 20} 600" stroke="${p(40, 30, 70)}" stroke-width="26" fill="none" opacity=".7"/>`
  );
}

function farm(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const x = sideX(pen, -1, random.between(120, 170));
  const base = HORIZON + 30;
  const red = p(random.pick([4, 10, 200]), 58, 46);
  const white = p(40, 30, 92);
  const furrows = [0, 1, 2]
    .map((i) => `M0 ${HORIZON + 8 + i * 12}Q300 ${HORIZON - 10 + i * 14} 600 ${HORIZON + 4 + i * 12}`)
    .join('');
  const fence = Array.from({ length: 16 }, (_, i) => `M${i * 40 + 8} ${FEET_Y - 70}v44`).join('');
  const sunflowers = random.chance(0.5)
    ? [0, 1, 2]
        .map((i) => sunflower(pen, sideX(pen, -1, 270 - i * 44), FEET_Y - 10, 130 + (i % 2) * 26))
        .join('')
    : '';
  const bales = [1, -1]
    .map((k) => {
      const bx = x + k * pen.side * 100;
      return `<circle cx="${bx}" cy="${base + 14}" r="20" fill="${p(44, 70, 62)}"/><circle cx="${bx}" cy="${base + 14}" r="9" fill="none" stroke="${p(36, 60, 45)}" stroke-width="3"/>`;
    })
    .join('');
  return (
    hills(wobble(pen, 4, HORIZON - 4, 14), p(85, 42, 52)) +
    `<path d="${furrows}" stroke="${p(70, 40, 40)}" stroke-width="3" fill="none" opacity=".5"/>` +
    `<path d="M${x - 62} ${base - 78}L${x - 48} ${base - 118}L${x} ${base - 140}L${x + 48} ${base - 118}L${x + 62} ${base - 78}V${base}H${x - 62}Z" fill="${red}"/>` +
    `<path d="M${x - 66} ${base - 76}L${x - 50} ${base - 120}L${x} ${base - 144}L${x + 50} ${base - 120}L${x + 66} ${base - 76}" stroke="${white}" stroke-width="6" fill="none" stroke-linejoin="round"/>` +
    `<rect x="${x - 24}" y="${base - 50}" width="48" height="50" fill="${red}" stroke="${white}" stroke-width="5"/>` +
    `<path d="M${x - 24} ${base - 50}L${x + 24} ${base}M${x + 24} ${base - 50}L${x - 24} ${base}" stroke="${white}" stroke-width="4"/>` +
    `<rect x="${x - 12}" y="${base - 108}" width="24" height="20" fill="${palette.time === 'night' ? '#ffd27a' : white}"/>` +
    bales +
    nearGround(pen, 95, 45, 44) +
    `<path d="${fence}M0 ${FEET_Y - 60}H600M0 ${FEET_Y - 40}H600" stroke="${p(30, 35, 70)}" stroke-width="7" stroke-linecap="round"/>` +
    sunflowers
  );
}

function garden(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const x = sideX(pen, -1, random.between(120, 170));
  const base = FEET_Y - 20;
  const trunk = p(25, 35, 32);
  return (
    roundTree(sideX(pen, 1, 230), HORIZON + 5, 90, p(135, 35, 38), trunk) +
    roundTree(sideX(pen, -1, 40), HORIZON, 70, p(120, 35, 42), trunk) +
    hills(wobble(pen, 9, HORIZON + 8, 7), p(140, 38, 30)) +
    nearGround(pen, 105, 45, 46) +
    `<path d="M${x - 46} ${base}V${base - 90}A46 46 0 0 1 ${x + 46} ${base - 90}V${base}" stroke="${p(28, 30, 50)}" stroke-width="9" fill="none"/>` +
    dots(
      [
        [x - 46, base - 70],
        [x - 42, base - 112],
        [x - 20, base - 132],
        [x + 16, base - 134],
        [x + 40, base - 116],
        [x + 46, base - 80],
        [x + 46, base - 40],
      ],
      palette.accent,
      14,
    ) +
    flowerBed(pen, 10, FEET_Y - 40, [palette.accent, p(50, 90, 72), p(330, 70, 80)]) +
    fireflies(pen, 7, 230, 420)
  );
}

function meadow(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const far = sideX(pen, -1, random.between(140, 220));
  const landmark = random.pick([
    () => roundTree(far, HORIZON + 2, 60, p(120, 38, 36), p(25, 35, 32)),
    () => windmill(pen, far, HORIZON + 14),
    () =>
      kite(
        pen,
        sideX(pen, 1, random.between(0, 60)),
        random.between(110, 150),
        sideX(pen, 1, 100),
        FEET_Y - 96,
      ),
  ]);
  const tufts = Array.from({ length: 14 }, () => {
    const tx = random.between(10, 590);
    const ty = random.between(FEET_Y - 30, 470);
    return `M${tx - 6} ${ty - 12}L${tx} ${ty}L${tx + 6} ${ty - 12}M${tx} ${ty}v-15`;
  }).join('');
  const butterflies =
    palette.time === 'day' || palette.time === 'dawn'
      ? [0, 1]
          .map(() => {
            const bx = random.between(60, 540);
            const by = random.between(HORIZON - 40, HORIZON + 20);
            return `<path d="M${bx} ${by}c-10-12-16 2-8 6c-6 6 4 10 8 2c4 8 14 4 8-2c8-4 2-18-8-6z" fill="${palette.accent}"/>`;
          })
          .join('')
      : '';
  return (
    hills(wobble(pen, 4, HORIZON - 8, 16), p(100, 32, 58)) +
    landmark() +
    hills(wobble(pen, 4, HORIZON + 30, 14), p(90, 45, 50)) +
    nearGround(pen, 85, 50, 46) +
    `<path d="${tufts}" stroke="${p(95, 45, 34)}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    flowerBed(pen, 12, HORIZON + 40, ['#fffaf0', p(48, 90, 66), palette.accent]) +
    butterflies +
    fireflies(pen, 9, 220, 420)
  );
}

function mountain(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const snow = p(210, 25, 96);
  const peak = (x: number, top: number, half: number, colour: string) => {
    const h = HORIZON + 20 - top;
    const capY = top + h * 0.3;
    const capX = half * 0.3;
    return (
      `<path d="M${x - half} ${HORIZON + 20}L${x} ${top}L${x + half} ${HORIZON + 20}Z" fill="${colour}" stroke="${colour}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M${x} ${top}L${r(x + capX)} ${r(capY)}l-14 10-12-8-12 10-12-8L${r(x - capX)} ${r(capY)}Z" fill="${snow}" stroke="${snow}" stroke-width="8" stroke-linejoin="round"/>`
    );
  };
  const big = sideX(pen, -1, random.between(80, 140));
  const pines = Array.from({ length: 6 }, () =>
    pine(random.between(0, 600), FEET_Y - 24, random.between(40, 70), p(160, 35, 26)),
  ).join('');
  return (
    peak(sideX(pen, 1, random.between(120, 220)), random.between(150, 190), 170, p(225, 18, 58)) +
    peak(big, random.between(90, 120), 230, p(220, 20, 46)) +
    hills(wobble(pen, 5, HORIZON + 22, 10), p(150, 25, 38)) +
    pines +
    nearGround(pen, 130, 30, 44)
  );
}

function jungle(pen: Pen): string {
  const { random, palette } = pen;
  const p = palette.paint;
  const leaf = (x: number, y: number, length: number, angle: number, colour: string) =>
    `<path d="M0 0Q${r(length / 2)} ${r(-length / 3)} ${length} 0Q${r(length / 2)} ${r(length / 3)} 0 0ZM4 0H${length - 8}" fill="${colour}" stroke="${p(130, 40, 22)}" stroke-width="2" transform="translate(${x} ${y}) rotate(${angle})"/>`;
  // Leaves reach in from the edge away from the companion, and a few hang from its top corner.
  // Angles are given as if that edge were the left one, and mirrored when it is the right.
  const edge = pen.side === 1 ? 0 : 600;
  const fan = (x: number, y: number, count: number, from: number, to: number, length: number) =>
    Array.from({ length: count }, (_, i) => {
      const angle = from + ((to - from) * i) / Math.max(1, count - 1);
      const colour = p(120 + i * 6, 50, 28 + (i % 3) * 7);
      return leaf(x, y, length + random.between(-20, 20), pen.side === 1 ? angle : 180 - angle, colour);
    }).join('');
  const leaves =
    fan(edge, 170, 4, -50, 30, 170) + fan(edge, 330, 4, -40, 20, 190) + fan(600 - edge, 0, 3, 100, 160, 130);
  const vines = [0, 1, 2]
    .map((i) => {
      const vx = sideX(pen, -1, 40 + i * 90) + random.between(-10, 10);
      const length = random.between(110, 220);
      return `<path d="M${vx} 0q14 ${r(length / 3)} 0 ${r((length * 2) / 3)}t0 ${r(length / 3)}" stroke="${p(115, 40, 30)}" stroke-width="5" fill="none"/>`;
    })
    .join('');
  const bloomX = sideX(pen, -1, 150);
  const bloom = dots(
    [0, 72, 144, 216, 288].map(
      (angle) =>
        [
          bloomX + 12 * Math.cos((angle * Math.PI) / 180),
          FEET_Y - 40 + 12 * Math.sin((angle * Math.PI) / 180),
        ] as const,
    ),
    p(335, 70, 62),
    18,
  );
  return (
    hills(wobble(pen, 6, HORIZON - 30, 20), p(160, 40, 30)) +
    hills(wobble(pen, 6, HORIZON + 10, 16), p(140, 45, 34)) +
    nearGround(pen, 120, 45, 36) +
    vines +
    leaves +
    bloom +
    dots([[bloomX, FEET_Y - 40]], '#ffe070', 8) +
    fireflies(pen, 8, 200, 420)
  );
}

export const LAND_PLACES = { forest, castle, farm, garden, meadow, mountain, jungle };
