import { describe, expect, it } from 'vitest';
import { createMilestoneTracker } from '@/features/analytics/milestones';

describe('listening milestones', () => {
  it('reports 25, 50, 75 and 100 % once per story and chapter', () => {
    const tracker = createMilestoneTracker();
    expect(tracker.observe('s1', 'c1', 10)).toEqual([]);
    expect(tracker.observe('s1', 'c1', 26)).toEqual([25]);
    expect(tracker.observe('s1', 'c1', 30)).toEqual([]);
    expect(tracker.observe('s1', 'c1', 80)).toEqual([50, 75]);
    expect(tracker.observe('s1', 'c1', 100)).toEqual([100]);
    expect(tracker.observe('s1', 'c1', 100)).toEqual([]);
    expect(tracker.observe('s1', 'c2', 50)).toEqual([25, 50]);
    expect(tracker.observe('s2', 'c1', 25)).toEqual([25]);
  });

  it('ignores nonsense percentages', () => {
    expect(createMilestoneTracker().observe('s', 'c', Number.NaN)).toEqual([]);
  });

  it('trims its memory from 1000 to the latest 500 entries', () => {
    const tracker = createMilestoneTracker();
    for (let i = 0; i < 999; i += 1) tracker.observe(`s${i}`, 'c', 25);
    expect(tracker.size).toBe(999);
    tracker.observe('s999', 'c', 25);
    expect(tracker.size).toBe(500);
    // The latest are remembered, the oldest forgotten.
    expect(tracker.observe('s999', 'c', 25)).toEqual([]);
    expect(tracker.observe('s0', 'c', 25)).toEqual([25]);
  });
});
