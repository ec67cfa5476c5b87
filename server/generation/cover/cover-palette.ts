import type { StoryTheme } from '../../../src/contract/enums';
import type { Random } from '../writer/builtin/random';
import type { CoverTime } from './cover-words';

/**
 * A cover's colours: the sky turns around the theme's hue, nudged by the seed so two stories of one
 * theme never share a sky, and the time of day dims and cools everything on the ground the same way,
 * so scenery and companion always sit in one light.
 */

// Each theme's hue (degrees): adventure's blue, fantasy's violet, friendship's rose…
const THEME_HUE: Record<StoryTheme, number> = {
  adventure: 212,
  fantasy: 262,
  friendship: 328,
  animals: 160,
  science: 192,
  mystery: 238,
  'fairy-tale': 292,
  superhero: 350,
  nature: 140,
  family: 20,
};

export interface Palette {
  time: CoverTime;
  /** The sky's hue: the theme's, turned a little by the seed. */
  hue: number;
  /** Gradient stops from the top of the sky to the horizon. */
  sky: readonly string[];
  /** The sun or the moon, and its soft halo. */
  light: string;
  /** A bright colour from the theme for small things: flags, flowers, a scarf. */
  accent: string;
  /** A colour on the ground in this light: hue, saturation and lightness as by day (0–100). */
  paint(hue: number, saturation: number, lightness: number): string;
  /** The same for the companion, who always stays easy to see (the moon and a lantern light it). */
  lit(hue: number, saturation: number, lightness: number): string;
}

const wrap = (hue: number) => ((hue % 360) + 360) % 360;

export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + wrap(hue) / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Hue on the shorter way from `from` to `to`, `share` of the way along. */
function towards(from: number, to: number, share: number): number {
  const gap = ((((to - from) % 360) + 540) % 360) - 180;
  return wrap(from + gap * share);
}

// How the ground looks at each time: lightness kept, saturation kept, and how far hues lean to the sky.
const LIGHT: Record<CoverTime, { keep: number; vivid: number; lean: number }> = {
  dawn: { keep: 0.86, vivid: 0.8, lean: 0.2 },
  day: { keep: 1, vivid: 0.9, lean: 0 },
  dusk: { keep: 0.68, vivid: 0.75, lean: 0.3 },
  night: { keep: 0.42, vivid: 0.55, lean: 0.5 },
};

function skyOf(time: CoverTime, hue: number, random: Random): string[] {
  const warm = wrap(10 + random.int(30)); // the horizon's peach or apricot glow
  switch (time) {
    case 'dawn':
      return [hsl(hue, 42, 30), hsl(towards(hue, 330, 0.6), 45, 60), hsl(warm + 15, 80, 80)];
    case 'day': {
      const blue = towards(hue, 205, 0.7);
      return [hsl(blue, 48, 58), hsl(blue, 52, 74), hsl(towards(blue, 50, 0.5), 60, 87)];
    }
    case 'dusk':
      return [hsl(hue, 45, 17), hsl(towards(hue, 320, 0.5), 40, 38), hsl(warm, 78, 62)];
    case 'night':
      return [hsl(hue, 55, 7), hsl(hue, 48, 15), hsl(towards(hue, 250, 0.3), 42, 27)];
  }
}

export function paletteFor(theme: StoryTheme, time: CoverTime, random: Random): Palette {
  const hue = wrap(THEME_HUE[theme] + random.between(-28, 28));
  const light = LIGHT[time];
  const lights: Record<CoverTime, string> = {
    dawn: '#ffe1a8',
    day: '#fff2b0',
    dusk: '#ffb677',
    night: '#fdf3d2',
  };
  return {
    time,
    hue,
    sky: skyOf(time, hue, random),
    light: lights[time],
    accent: hsl(towards(THEME_HUE[theme], 40, 0.35) + random.between(-20, 20), 85, 68),
    paint: (h, s, l) => hsl(towards(h, hue, light.lean), s * light.vivid, l * light.keep),
    lit: (h, s, l) =>
      hsl(towards(h, hue, light.lean / 4), s * (0.5 + light.vivid / 2), l * (0.6 + light.keep * 0.4)),
  };
}
