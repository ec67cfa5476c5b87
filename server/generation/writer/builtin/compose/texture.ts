/**
 * Textures are the small scenes between plot beats — a snack, a song, a snail to help, the stars —
 * that let a chapter breathe and reach its length without padding. Each says where it belongs.
 */

import type { Bi, Block } from '../grammar/template';
import type { Decks, Random } from '../random';
import type { Scene, StoryWorld } from './world';

export interface Texture {
  readonly id: string;
  /**
   * One block whose beats have many alternatives (told again and again, never the same way), or
   * several scripted blocks, each told once per story.
   */
  readonly blocks: readonly Bi<Block>[];
  /** Whether this scene makes sense here (time of day, place, age, what has happened so far). */
  fits(scene: Scene, world: StoryWorld): boolean;
  /** How often it is chosen relative to the others. */
  readonly weight: number;
  /** At most this many times in one chapter. */
  readonly perChapter: number;
  /** At most this many times in the whole story (a celebration happens once). */
  readonly perStory?: number;
  /** The scene makes no sense without its opening beat (a lost mitten before it is found). */
  readonly keyed?: boolean;
  /** Scenes with a place in a routine (supper before bath before bed) are told in this order. */
  readonly order?: number;
}

/** Chooses textures for a whole story, so scripted scenes are never told twice. */
export class TexturePicker {
  private readonly scriptsTold = new Map<string, number>();

  constructor(
    readonly textures: readonly Texture[],
    private readonly random: Random,
    private readonly decks: Decks,
  ) {}

  private readonly told = new Map<string, number>();

  private exhausted(texture: Texture): boolean {
    const times = this.told.get(texture.id) ?? 0;
    if (texture.perStory !== undefined && times >= texture.perStory) return true;
    return texture.blocks.length > 1 && (this.scriptsTold.get(texture.id) ?? 0) >= texture.blocks.length;
  }

  choose(
    scene: Scene,
    world: StoryWorld,
    usedHere: ReadonlyMap<string, number>,
    refused: ReadonlySet<string>,
  ): Texture | undefined {
    const fitting = this.textures.filter(
      (t) =>
        !refused.has(t.id) &&
        !this.exhausted(t) &&
        (usedHere.get(t.id) ?? 0) < t.perChapter &&
        t.fits(scene, world),
    );
    if (fitting.length === 0) return undefined;
    // Prefer what this chapter has not heard yet, so each chapter has its own mix of scenes.
    const fresh = fitting.filter((t) => !usedHere.has(t.id));
    const pool = fresh.length > 0 ? fresh : fitting;
    let roll = this.random.next() * pool.reduce((sum, t) => sum + t.weight, 0);
    for (const texture of pool) {
      roll -= texture.weight;
      if (roll <= 0) return texture;
    }
    return pool[pool.length - 1];
  }

  /** The block to tell for this texture now. */
  blockFor(texture: Texture): Bi<Block> {
    this.told.set(texture.id, (this.told.get(texture.id) ?? 0) + 1);
    if (texture.blocks.length === 1) return texture.blocks[0] as Bi<Block>;
    this.scriptsTold.set(texture.id, (this.scriptsTold.get(texture.id) ?? 0) + 1);
    return texture.blocks[this.decks.draw(`texture:${texture.id}`, texture.blocks.length)] as Bi<Block>;
  }
}
