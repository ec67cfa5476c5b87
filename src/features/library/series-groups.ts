/**
 * The library groups a series (issue 15): its stories stand together, first part first, where the
 * series' newest story would stand in the list. A story with no series, or the only one of its series
 * on the pages loaded so far, stands alone.
 */

interface Listed {
  id: string;
  createdAt: string;
  seriesId?: string | null;
}

export type LibraryEntry<T> = { kind: 'story'; story: T } | { kind: 'series'; id: string; stories: T[] };

export function groupSeries<T extends Listed>(stories: readonly T[]): LibraryEntry<T>[] {
  const members = new Map<string, T[]>();
  for (const story of stories) {
    if (story.seriesId) members.set(story.seriesId, [...(members.get(story.seriesId) ?? []), story]);
  }
  const placed = new Set<string>();
  const entries: LibraryEntry<T>[] = [];
  for (const story of stories) {
    const series = story.seriesId ? (members.get(story.seriesId) ?? []) : [];
    if (series.length < 2) {
      entries.push({ kind: 'story', story });
      continue;
    }
    if (placed.has(story.seriesId!)) continue;
    placed.add(story.seriesId!);
    const inOrder = [...series].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    entries.push({ kind: 'series', id: story.seriesId!, stories: inOrder });
  }
  return entries;
}
