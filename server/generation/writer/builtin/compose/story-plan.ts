/**
 * The shape of a story for 3 to 12 chapters: opening → journey and obstacles → turning point →
 * resolution → home and sleep. Every chapter gets its beats and its time of day; the last chapter
 * always ends in the evening, at home, winding down.
 */

import type { TimeOfDay } from './world';

export type BeatKind =
  'open' | 'incite' | 'depart' | 'arrive' | 'obstacle' | 'turn' | 'resolve' | 'homecoming' | 'winddown';

const O: BeatKind = 'obstacle';

/** Chapter plans by chapter count; each inner list is one chapter's beats in order. */
const PLANS: Record<number, BeatKind[][]> = {
  3: [
    ['open', 'incite', 'depart'],
    ['arrive', O, 'turn'],
    ['resolve', 'homecoming', 'winddown'],
  ],
  4: [
    ['open', 'incite', 'depart'],
    ['arrive', O],
    [O, 'turn'],
    ['resolve', 'homecoming', 'winddown'],
  ],
  5: [
    ['open', 'incite'],
    ['depart', 'arrive'],
    [O, O],
    ['turn', 'resolve'],
    ['homecoming', 'winddown'],
  ],
  6: [['open', 'incite'], ['depart', 'arrive'], [O], [O], ['turn', 'resolve'], ['homecoming', 'winddown']],
  7: [
    ['open', 'incite'],
    ['depart', 'arrive'],
    [O],
    [O],
    [O],
    ['turn', 'resolve'],
    ['homecoming', 'winddown'],
  ],
  8: [
    ['open', 'incite'],
    ['depart'],
    ['arrive', O],
    [O],
    [O],
    ['turn'],
    ['resolve'],
    ['homecoming', 'winddown'],
  ],
  9: [
    ['open', 'incite'],
    ['depart'],
    ['arrive', O],
    [O],
    [O],
    [O],
    ['turn'],
    ['resolve'],
    ['homecoming', 'winddown'],
  ],
  10: [
    ['open', 'incite'],
    ['depart'],
    ['arrive'],
    [O],
    [O],
    [O],
    [O],
    ['turn'],
    ['resolve'],
    ['homecoming', 'winddown'],
  ],
  11: [
    ['open', 'incite'],
    ['depart'],
    ['arrive'],
    [O],
    [O],
    [O],
    [O],
    [O],
    ['turn'],
    ['resolve'],
    ['homecoming', 'winddown'],
  ],
  12: [
    ['open', 'incite'],
    ['depart'],
    ['arrive'],
    [O],
    [O],
    [O],
    [O],
    [O],
    [O],
    ['turn'],
    ['resolve'],
    ['homecoming', 'winddown'],
  ],
};

export interface ChapterPlan {
  readonly order: number;
  readonly beats: readonly BeatKind[];
  readonly time: TimeOfDay;
  readonly newDay: boolean;
}

const DAY: readonly TimeOfDay[] = ['morning', 'midday', 'afternoon', 'evening'];

/** Times of day: a day has four chapters at most; the last chapter is always an evening. */
function timesFor(count: number): { time: TimeOfDay; newDay: boolean }[] {
  if (count === 3) {
    return [
      { time: 'morning', newDay: true },
      { time: 'afternoon', newDay: false },
      { time: 'evening', newDay: false },
    ];
  }
  return Array.from({ length: count }, (_, i) => {
    const time = i === count - 1 ? 'evening' : (DAY[i % 4] as TimeOfDay);
    const newDay = i === 0 || (i % 4 === 0 && i !== count - 1);
    return { time, newDay };
  });
}

export function planStory(chapterCount: number): ChapterPlan[] {
  const plan = PLANS[chapterCount];
  if (!plan) throw new RangeError(`a story has 3 to 12 chapters, not ${chapterCount}`);
  const times = timesFor(chapterCount);
  return plan.map((beats, i) => ({
    order: i + 1,
    beats,
    ...(times[i] as { time: TimeOfDay; newDay: boolean }),
  }));
}

export function obstacleCount(chapterCount: number): number {
  return (PLANS[chapterCount] ?? []).flat().filter((beat) => beat === 'obstacle').length;
}
