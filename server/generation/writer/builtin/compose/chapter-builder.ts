/**
 * Builds one chapter from its plot sections: textures go into the gaps between them until the
 * chapter is as long as the narrator's time allows, then sentences are joined for older listeners
 * and grouped into paragraphs (a line of dialogue always gets its own).
 */

import type { WrittenChapter } from '../../types';
import { capitalizeStart, countWords, joinSentences } from '../grammar/sentences';
import type { Random } from '../random';
import type { Narration } from './narration';
import type { TexturePicker } from './texture';
import type { Scene, StoryWorld } from './world';

export interface Section {
  readonly scene: Scene;
  readonly sentences: readonly string[];
  /**
   * How much room there is for small scenes after this section, relative to the others: none after a
   * chapter's last lines, little between the opening and the helper's visit, most once home at the end.
   */
  readonly room: number;
}

interface Gap {
  readonly scene: Scene;
  readonly room: number;
  readonly fills: { readonly sentences: string[]; readonly order: number }[];
}

export interface ChapterInput {
  readonly order: number;
  readonly title: string;
  readonly sections: readonly Section[];
  readonly targetWords: number;
}

const words = (sentences: readonly string[]) => sentences.reduce((sum, s) => sum + countWords(s), 0);

function fillGaps(
  gaps: Gap[],
  budget: number,
  world: StoryWorld,
  picker: TexturePicker,
  narration: Narration,
  random: Random,
): void {
  const usedHere = new Map<string, number>();
  const blocked = gaps.map(() => new Set<string>());
  const { textures } = picker;
  const averageScene = world.ageBand === '2-4' ? 40 : world.ageBand === '4-6' ? 55 : 75;
  let remaining = budget;
  for (let guard = 0; guard < 400 && remaining > averageScene * 0.4; guard++) {
    const open = gaps.map((gap, i) => ({ gap, i })).filter(({ i }) => blocked[i]!.size < textures.length);
    if (open.length === 0) return;
    const load = (gap: Gap) => (gap.fills.length + 1) / gap.room;
    const lightest = Math.min(...open.map(({ gap }) => load(gap)));
    const candidates = open.filter(({ gap }) => load(gap) === lightest);
    const { gap, i } = random.pick(candidates);
    const texture = picker.choose(gap.scene, world, usedHere, blocked[i]!);
    if (!texture) {
      for (const t of textures) blocked[i]!.add(t.id);
      continue;
    }
    narration.slots.setScene(gap.scene);
    const told = narration.tell(picker.blockFor(texture)[world.language], texture.keyed ?? false);
    if (words(told) < 8) {
      blocked[i]!.add(texture.id);
      continue;
    }
    gap.fills.push({ sentences: told, order: texture.order ?? 0 });
    usedHere.set(texture.id, (usedHere.get(texture.id) ?? 0) + 1);
    remaining -= words(told);
  }
}

function paragraphs(sentences: readonly string[], perParagraph: number): string[] {
  const result: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) result.push(current.join(' '));
    current = [];
  };
  for (const raw of sentences) {
    const sentence = capitalizeStart(raw);
    if (/^[“"—]/.test(sentence)) {
      flush();
      result.push(sentence);
    } else {
      current.push(sentence);
      // A narrative line that ends in speech closes its paragraph, so nobody seems to say what follows.
      if (current.length >= perParagraph || /[”»]$|—/.test(sentence)) flush();
    }
  }
  flush();
  return result;
}

export function buildChapter(
  input: ChapterInput,
  world: StoryWorld,
  picker: TexturePicker,
  narration: Narration,
  random: Random,
): WrittenChapter {
  const gaps: Gap[] = [];
  const layout: (readonly string[] | Gap)[] = [];
  for (const section of input.sections) {
    layout.push(section.sentences);
    if (section.room > 0) {
      const gap: Gap = { scene: section.scene, room: section.room, fills: [] };
      gaps.push(gap);
      layout.push(gap);
    }
  }
  const plotWords = input.sections.reduce((sum, s) => sum + words(s.sentences), 0);
  fillGaps(gaps, input.targetWords - plotWords, world, picker, narration, random);

  const old = world.ageBand === '6-8' || world.ageBand === '8-12';
  const share = world.ageBand === '8-12' ? 0.9 : world.ageBand === '6-8' ? 0.35 : 0;
  const maxWords = world.ageBand === '8-12' ? 36 : 26;
  const perParagraph = old ? 4 : 3;
  // A routine keeps its order (supper, then bath, then bed); other scenes stay where they fell.
  const scenes = layout.flatMap((item) =>
    'fills' in item
      ? [...item.fills].sort((a, b) => a.order - b.order).map((fill) => fill.sentences)
      : [item],
  );
  const text = scenes
    .filter((scene) => scene.length > 0)
    .flatMap((scene) =>
      paragraphs(
        share > 0 ? joinSentences(scene, share, maxWords, world.language, random) : scene,
        perParagraph,
      ),
    );
  return { order: input.order, title: input.title, paragraphs: text };
}
