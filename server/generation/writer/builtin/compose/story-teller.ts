/**
 * Tells a planned story chapter by chapter: turns each beat of the plan into story material, moves
 * the scene along (home → path → the place → its landmarks → its heart → home) and hands each
 * chapter to the builder to be filled out to its length.
 */

import type { WrittenChapter } from '../../types';
import * as end from '../content/common/frames-end';
import * as night from '../content/common/frames-night';
import * as start from '../content/common/frames-start';
import type { Noun } from '../grammar/noun';
import type { Bi, Block } from '../grammar/template';
import type { Random } from '../random';
import { buildChapter, type Section } from './chapter-builder';
import type { Narration } from './narration';
import type { BeatKind, ChapterPlan } from './story-plan';
import type { TexturePicker } from './texture';
import type { ChapterTitles } from './titles';
import type { Location, Scene, StoryWorld } from './world';

export class StoryTeller {
  private location: Location = { kind: 'home' };
  private readonly visited: Noun[] = [];
  private met = false;
  private quest = false;
  private done = false;
  private obstaclesTold = 0;
  private plan!: ChapterPlan;
  private last = false;

  constructor(
    private readonly world: StoryWorld,
    private readonly narration: Narration,
    private readonly random: Random,
    private readonly picker: TexturePicker,
    private readonly titles: ChapterTitles,
  ) {}

  private nextStop(): Noun {
    const { setting } = this.world;
    const upcoming = this.world.obstacles[this.obstaclesTold]?.landmark;
    switch (this.location.kind) {
      case 'home':
        return this.done ? this.world.home : setting.place;
      case 'path':
        return setting.place;
      case 'edge':
      case 'landmark':
        return upcoming ?? setting.heart;
      case 'heart':
        return this.done ? this.world.home : setting.heart;
    }
  }

  private scene(): Scene {
    return {
      chapter: this.plan.order,
      last: this.last,
      time: this.plan.time,
      newDay: this.plan.newDay,
      location: this.location,
      next: this.nextStop(),
      visited: [...this.visited],
      met: this.met,
      quest: this.quest,
      done: this.done,
    };
  }

  /** The story as it stands before it begins, for its title and description. */
  openingScene(): Scene {
    return {
      chapter: 1,
      last: false,
      time: 'morning',
      newDay: true,
      location: { kind: 'home' },
      next: this.world.setting.place,
      visited: [],
      met: true,
      quest: true,
      done: false,
    };
  }

  /** Tells several blocks as one section, in the scene as it stands now. */
  private section(blocks: readonly Bi<Block>[], room = 1): Section {
    const scene = this.scene();
    this.narration.slots.setScene(scene);
    const sentences = blocks.flatMap((b) => this.narration.tell(b[this.world.language]));
    return { scene, sentences, room };
  }

  private beat(kind: BeatKind): Section[] {
    const { world } = this;
    switch (kind) {
      case 'open':
        return [this.section([start.OPENING], 0.4)];
      case 'incite': {
        this.met = true;
        const handOver = world.goal.handsOver ? [] : [start.HAND_OVER];
        const section = this.section(
          [start.HELPER_ARRIVES, world.goal.incite, ...handOver, start.ACCEPT],
          0.6,
        );
        this.quest = true;
        return [section];
      }
      case 'depart':
        this.location = { kind: 'path' };
        return [this.section([start.DEPART])];
      case 'arrive':
        this.location = { kind: 'edge' };
        return [this.section([start.ARRIVE_INTRO, world.setting.arrive])];
      case 'obstacle':
        return [this.obstacle()];
      case 'turn':
        this.location = { kind: 'heart' };
        this.quest = false;
        return [this.section([end.TURN_INTRO, world.turn, world.goal.found], 0.5)];
      case 'resolve': {
        const section = this.section([end.HELPER_RETURNS, world.goal.fixed, end.RESOLVE]);
        this.done = true;
        this.quest = false;
        return [section];
      }
      case 'homecoming':
        this.done = true;
        this.quest = false;
        this.location = { kind: 'home' };
        return [this.section([end.HOMECOMING], 4)];
      case 'winddown':
        return [this.section([night.GOODNIGHT], 0)];
    }
  }

  private obstacle(): Section {
    const obstacle = this.world.obstacles[this.obstaclesTold];
    if (!obstacle) throw new Error('the plan asked for more obstacles than the story has');
    this.location = { kind: 'landmark', landmark: obstacle.landmark };
    const scene = this.scene();
    this.narration.slots.setScene(scene);
    const { language } = this.world;
    const sentences = [end.OBSTACLE_INTRO, obstacle.block, end.OBSTACLE_OUTRO].flatMap((b) =>
      this.narration.tell(b[language]),
    );
    const step = this.world.theme.steps[language].beats[this.obstaclesTold];
    const stepText = step ? this.narration.tellBeat(step) : undefined;
    if (stepText) sentences.push(stepText);
    this.visited.push(obstacle.landmark);
    this.obstaclesTold++;
    return { scene, sentences, room: 1 };
  }

  tellChapter(
    plan: ChapterPlan,
    isLast: boolean,
    nextPlan: ChapterPlan | undefined,
    targetWords: number,
  ): WrittenChapter {
    this.plan = plan;
    this.last = isLast;
    const sections: Section[] = [];
    // In the last chapter, most of the room is for winding down at home, not for more adventures.
    if (plan.order > 1) sections.push(this.section([start.RECALL], isLast ? 0.3 : 1));
    for (const kind of plan.beats) {
      const told = this.beat(kind);
      // Small scenes after a beat happen in the world as the beat left it (the quest begun, the goal found).
      const last = told.pop();
      if (last) told.push({ ...last, scene: this.scene() });
      sections.push(...told);
    }
    if (!isLast) sections.push(this.section([nextPlan?.newDay ? night.CAMP : night.CLOSING], 0));
    const title = this.titles.forChapter(plan, this.scene(), this.narration.slots);
    return buildChapter(
      { order: plan.order, title, sections, targetWords },
      this.world,
      this.picker,
      this.narration,
      this.random,
    );
  }
}
