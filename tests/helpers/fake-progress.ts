import type { ProgressRecord } from '@/contract/progress';
import { ana } from '../features/profiles/fake-children';

/** A progress record of Ana's child, as GET /progress answers it: none listened unless `fields` say. */
export function progressRecord(
  childId: string,
  storyId: string,
  chapterId: string,
  at: string,
  fields: Partial<ProgressRecord> = {},
): ProgressRecord {
  return {
    id: crypto.randomUUID(),
    userId: ana.id,
    childId,
    storyId,
    chapterId,
    position: 0,
    completed: false,
    totalListeningTime: 0,
    lastListenedAt: at,
    updatedAt: at,
    ...fields,
  };
}
