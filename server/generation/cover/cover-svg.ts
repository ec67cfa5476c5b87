import type { StoryTheme } from '../../../src/contract/enums';
import { Random, hashSeed } from '../writer/builtin/random';
import { paletteFor } from './cover-palette';
import { HORIZON, type Pen } from './cover-pen';
import { drawCompanion } from './draw-companion';
import { LAND_PLACES } from './draw-places-land';
import { WATER_AND_SKY_PLACES } from './draw-places-water';
import { drawSky, placeLight } from './draw-sky';
import { readCoverScene, type CoverPlace, type CoverStory } from './read-cover-scene';

/**
 * A story's cover picture, drawn as SVG from the story itself: its place, its companion and the time of
 * day its words speak of, in colours turned from the theme's by the seed, with the title below. No
 * network and no image model, and the same story always gets the same cover.
 */

export type CoverTheme = StoryTheme;

export interface CoverInput {
  theme: CoverTheme;
  title: string;
  seed: string;
  /** The written story (or what is stored of it); without it the cover is chosen from theme and seed. */
  story?: CoverStory;
}

const PLACES = { ...LAND_PLACES, ...WATER_AND_SKY_PLACES } satisfies Record<CoverPlace, (pen: Pen) => string>;

/** The app's night canvas: the title sits on it, so it reads the same on every cover. */
const CANVAS = '#0f0d2e';
const FONTS = "ui-rounded, 'Nunito', 'Segoe UI', system-ui, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Splits the title into at most three lines of about `width` characters for the cover. */
function titleLines(title: string, width = 20): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 3) return lines;
  return [
    ...lines.slice(0, 2),
    `${lines
      .slice(2)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

function titleText(title: string): string {
  const lines = titleLines(title);
  const first = 536 - (lines.length - 1) * 20;
  const spans = lines
    .map((line, index) => `<tspan x="300" y="${first + index * 40}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text fill="#fff7ea" font-family="${FONTS}" font-size="34" font-weight="700" text-anchor="middle">${spans}</text>`;
}

export function drawCoverSvg(input: CoverInput): string {
  const scene = readCoverScene(input);
  const random = new Random(`cover-art:${input.seed}`);
  const side = random.chance(0.5) ? 1 : -1;
  const palette = paletteFor(input.theme, scene.time, random);
  const pen: Pen = { random, palette, side, light: placeLight(random, scene.time, side) };
  // Unique per cover, so covers inlined into one page never share a gradient.
  const id = hashSeed(`${input.seed}|${input.theme}|${input.title}`).toString(36);
  const stops = palette.sky
    .map(
      (colour, i) => `<stop offset="${(i / (palette.sky.length - 1)).toFixed(2)}" stop-color="${colour}"/>`,
    )
    .join('');

  return [
    '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 600 600">',
    `<title>${escapeXml(input.title)}</title>`,
    '<defs>',
    `<linearGradient id="s${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${HORIZON}">${stops}</linearGradient>`,
    `<linearGradient id="f${id}" gradientUnits="userSpaceOnUse" x1="0" y1="410" x2="0" y2="496"><stop offset="0" stop-color="${CANVAS}" stop-opacity="0"/><stop offset="1" stop-color="${CANVAS}" stop-opacity=".92"/></linearGradient>`,
    '</defs>',
    drawSky(pen, `url(#s${id})`, scene.place !== 'moon'),
    PLACES[scene.place](pen),
    drawCompanion(pen, scene.companion, scene.place === 'moon'),
    `<rect y="410" width="600" height="190" fill="url(#f${id})"/>`,
    titleText(input.title),
    '</svg>',
  ].join('');
}
