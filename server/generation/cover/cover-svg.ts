import type { StoryTheme } from '../../../src/contract/enums';

/**
 * A story's cover picture, drawn as SVG from its theme, title and seed: a night sky in the theme's
 * colours, a few seeded stars, the theme's emblem and the title. No network and no image model, and the
 * same story always gets the same cover.
 */

export type CoverTheme = StoryTheme;

interface Palette {
  top: string;
  bottom: string;
  accent: string;
}

const palettes: Record<CoverTheme, Palette> = {
  adventure: { top: '#1f3a5f', bottom: '#0f1c33', accent: '#f6b352' },
  fantasy: { top: '#3b2566', bottom: '#140d2e', accent: '#f4c7ff' },
  friendship: { top: '#5a2a4f', bottom: '#241030', accent: '#ffb4a2' },
  animals: { top: '#2f4a2a', bottom: '#122211', accent: '#ffd58a' },
  science: { top: '#123c4f', bottom: '#071a24', accent: '#7fe3ff' },
  mystery: { top: '#2b2b45', bottom: '#0e0e1c', accent: '#c9b8ff' },
  'fairy-tale': { top: '#4a2d5e', bottom: '#1b1026', accent: '#ffd1ec' },
  superhero: { top: '#4b1f2b', bottom: '#1a0a10', accent: '#ffcf4d' },
  nature: { top: '#1e4a3e', bottom: '#0a1f19', accent: '#b8f2a2' },
  family: { top: '#4f3522', bottom: '#20140b', accent: '#ffc98b' },
};

// Simple, friendly emblems drawn in a 100×100 box, centred later.
const emblems: Record<CoverTheme, string> = {
  adventure: '<path d="M50 8 L92 92 H8 Z" /><path d="M50 8 L62 34 H38 Z" fill="#fff" opacity=".8"/>',
  fantasy: '<path d="M62 10a40 40 0 1 0 28 62a32 32 0 1 1 -28 -62z" />',
  friendship:
    '<path d="M50 88 C10 60 8 30 28 20 C40 14 50 24 50 32 C50 24 60 14 72 20 C92 30 90 60 50 88z" />',
  animals:
    '<circle cx="50" cy="64" r="20"/><circle cx="24" cy="40" r="10"/><circle cx="40" cy="24" r="10"/><circle cx="60" cy="24" r="10"/><circle cx="76" cy="40" r="10"/>',
  science:
    '<circle cx="50" cy="50" r="8"/><ellipse cx="50" cy="50" rx="42" ry="14" fill="none" stroke-width="5"/><ellipse cx="50" cy="50" rx="42" ry="14" fill="none" stroke-width="5" transform="rotate(60 50 50)"/><ellipse cx="50" cy="50" rx="42" ry="14" fill="none" stroke-width="5" transform="rotate(120 50 50)"/>',
  mystery:
    '<circle cx="42" cy="42" r="26" fill="none" stroke-width="9"/><path d="M60 60 L88 88" stroke-width="12" stroke-linecap="round"/>',
  'fairy-tale': '<path d="M10 80 L18 28 L34 52 L50 18 L66 52 L82 28 L90 80 Z"/>',
  superhero: '<path d="M58 4 L20 56 H46 L38 96 L80 40 H54 Z"/>',
  nature:
    '<path d="M50 92 V40" stroke-width="6" fill="none"/><path d="M50 44 C20 40 14 16 22 8 C40 10 52 24 50 44z"/><path d="M50 56 C78 52 86 30 80 20 C62 22 50 36 50 56z"/>',
  family:
    '<path d="M14 48 L50 16 L86 48 V90 H14 Z"/><rect x="42" y="62" width="16" height="28" fill="#fff" opacity=".7"/>',
};

function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 16777619);
  return value >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Splits the title into at most three lines of about `width` characters for the cover. */
function titleLines(title: string, width = 18): string[] {
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

export function drawCoverSvg(input: { theme: CoverTheme; title: string; seed: string }): string {
  const palette = palettes[input.theme];
  let state = hash(input.seed) || 1;
  const next = () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) >>> 0;
    state = (state ^ (state >>> 13)) >>> 0;
    return state / 4294967296;
  };
  const stars = Array.from({ length: 24 }, () => {
    const x = Math.round(next() * 600);
    const y = Math.round(next() * 330);
    const r = (0.8 + next() * 2.2).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.4 + next() * 0.6).toFixed(2)}"/>`;
  }).join('');
  // Unique per cover, so covers inlined into one page never share a gradient.
  const skyId = `sky-${hash(input.seed).toString(36)}`;
  const lines = titleLines(input.title);
  const firstBaseline = 470 - (lines.length - 1) * 24;
  const text = lines
    .map((line, index) => `<tspan x="300" y="${firstBaseline + index * 48}">${escapeXml(line)}</tspan>`)
    .join('');

  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img">',
    `<title>${escapeXml(input.title)}</title>`,
    `<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient></defs>`,
    `<rect width="600" height="600" fill="url(#${skyId})"/>`,
    stars,
    `<g transform="translate(195 70) scale(2.1)" fill="${palette.accent}" stroke="${palette.accent}">${emblems[input.theme]}</g>`,
    `<path d="M0 560 Q150 520 300 548 T600 536 V600 H0 Z" fill="${palette.bottom}" opacity=".9"/>`,
    `<text fill="#fff7ea" font-family="ui-rounded, 'Nunito', 'Segoe UI', system-ui, sans-serif" font-size="40" font-weight="700" text-anchor="middle">${text}</text>`,
    '</svg>',
  ].join('');
}
