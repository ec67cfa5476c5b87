import { r, type Pen } from './cover-pen';

/**
 * Landmarks a place may show, one chosen by the seed, so two stories in the same place do not look
 * alike: a windmill or a kite over the meadow, a lighthouse on the shore, a jetty on the lake.
 */

export function windmill(pen: Pen, x: number, base: number): string {
  const p = pen.palette.paint;
  const turn = pen.random.between(0, 80);
  const sail = 'M0 -4h58v8h-58Z';
  const sails = [0, 90, 180, 270]
    .map((angle) => `<path d="${sail}" transform="rotate(${angle + turn})"/>`)
    .join('');
  const lit = pen.palette.time === 'night' ? '#ffd27a' : p(230, 20, 30);
  return (
    `<path d="M${x - 20} ${base}L${x - 12} ${base - 90}H${x + 12}L${x + 20} ${base}Z" fill="${p(35, 25, 86)}"/>` +
    `<path d="M${x - 15} ${base - 88}Q${x} ${base - 112} ${x + 15} ${base - 88}Z" fill="${p(10, 45, 45)}"/>` +
    `<rect x="${x - 5}" y="${base - 60}" width="10" height="14" rx="5" fill="${lit}"/>` +
    `<g fill="${p(30, 30, 70)}" transform="translate(${x} ${base - 92})">${sails}</g>` +
    `<circle cx="${x}" cy="${base - 92}" r="5" fill="${p(10, 30, 35)}"/>`
  );
}

/** A kite at (x, y) whose string runs down to (toX, toY), where the companion holds it. */
export function kite(pen: Pen, x: number, y: number, toX: number, toY: number): string {
  const { random, palette } = pen;
  const tilt = random.between(-20, 20);
  const bows = [1, 2, 3]
    .map((i) => `<path d="M${x - 4 + i * 10} ${y + 40 + i * 18}l6-4v8Z" fill="${palette.accent}"/>`)
    .join('');
  return (
    `<path d="M${x} ${y + 36}Q${x + 20} ${y + 70} ${x + 26} ${y + 100}" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/>` +
    bows +
    `<path d="M${x} ${y + 36}Q${toX - pen.side * 60} ${r((y + toY) / 2)} ${toX} ${toY}" stroke="#fff" stroke-width="1.5" fill="none" opacity=".6"/>` +
    `<g transform="rotate(${tilt} ${x} ${y})"><path d="M${x} ${y - 36}L${x + 26} ${y}L${x} ${y + 36}L${x - 26} ${y}Z" fill="${palette.accent}"/>` +
    `<path d="M${x} ${y - 36}V${y + 36}M${x - 26} ${y}H${x + 26}" stroke="#fff" stroke-width="2" opacity=".6"/></g>`
  );
}

export function lighthouse(pen: Pen, x: number, base: number): string {
  const { palette } = pen;
  const p = palette.paint;
  const stripe = p(356, 60, 56);
  const dark = palette.time === 'night' || palette.time === 'dusk';
  const beam = dark
    ? `<path d="M${x} ${base - 120}L${x - pen.side * 240} ${base - 170}V${base - 80}Z" fill="#fff2b8" opacity=".18"/>`
    : '';
  return (
    `<ellipse cx="${x}" cy="${base + 4}" rx="44" ry="12" fill="${p(230, 10, 40)}"/>` +
    beam +
    `<path d="M${x - 20} ${base}L${x - 13} ${base - 110}H${x + 13}L${x + 20} ${base}Z" fill="${p(40, 25, 94)}"/>` +
    `<path d="M${x - 18} ${base - 30}L${x - 16} ${base - 54}H${x + 16}L${x + 18} ${base - 30}ZM${x - 15} ${base - 72}L${x - 14} ${base - 92}H${x + 14}L${x + 15} ${base - 72}Z" fill="${stripe}"/>` +
    `<rect x="${x - 10}" y="${base - 126}" width="20" height="16" fill="${dark ? '#ffe08a' : p(200, 30, 80)}"/>` +
    `<path d="M${x - 16} ${base - 124}L${x} ${base - 140}L${x + 16} ${base - 124}Z" fill="${stripe}"/>`
  );
}

export function jetty(pen: Pen, x: number, y: number): string {
  const p = pen.palette.paint;
  const wood = p(28, 35, 45);
  const towards = -pen.side; // the jetty reaches from the far bank into the water
  const posts = [0, 1, 2, 3].map((i) => `M${r(x + towards * i * 40)} ${y}v22`).join('');
  return (
    `<path d="${posts}" stroke="${p(25, 35, 30)}" stroke-width="6"/>` +
    `<path d="M${x - towards * 10} ${y}H${x + towards * 130}" stroke="${wood}" stroke-width="10"/>` +
    `<path d="M${x + towards * 124} ${y - 4}v-34" stroke="${wood}" stroke-width="4"/>` +
    `<circle cx="${x + towards * 124}" cy="${y - 42}" r="7" fill="${pen.palette.time === 'day' ? p(45, 60, 70) : '#ffd27a'}"/>`
  );
}
