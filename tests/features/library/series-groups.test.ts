import { describe, expect, it } from 'vitest';
import { groupSeries } from '@/features/library/series-groups';

const story = (id: string, day: number, seriesId: string | null = null) => ({
  id,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T20:00:00.000Z`,
  seriesId,
});

describe('the library groups a series', () => {
  it('puts a series where its newest story stands, first part first', () => {
    const listed = [story('c', 9, 'a'), story('x', 8), story('b', 7, 'a'), story('a', 3, 'a'), story('y', 2)];
    expect(groupSeries(listed)).toEqual([
      { kind: 'series', id: 'a', stories: [story('a', 3, 'a'), story('b', 7, 'a'), story('c', 9, 'a')] },
      { kind: 'story', story: story('x', 8) },
      { kind: 'story', story: story('y', 2) },
    ]);
  });

  it('leaves a story alone when it is the only one of its series loaded', () => {
    const listed = [story('b', 7, 'a'), story('x', 5)];
    expect(groupSeries(listed).map((entry) => entry.kind)).toEqual(['story', 'story']);
  });

  it('keeps two series apart', () => {
    const listed = [story('d', 9, 'c'), story('b', 8, 'a'), story('c', 4, 'c'), story('a', 3, 'a')];
    expect(
      groupSeries(listed).map((entry) => (entry.kind === 'series' ? entry.stories.map((s) => s.id) : [])),
    ).toEqual([
      ['c', 'd'],
      ['a', 'b'],
    ]);
  });
});
