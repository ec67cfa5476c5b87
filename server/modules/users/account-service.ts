import type { BlobStore } from '../../storage/blob-store';
import { storyFolder } from '../../storage/story-files';
import type { StoriesRepository } from '../stories/repository';
import type { UsersService } from './service';

/**
 * Deleting an account (ADR 007, reliability notes): the rows go through the database's cascades (kid
 * profiles, stories, chapters, progress, sessions…), but no foreign key reaches the blob store, so the
 * files of the account's stories are removed here, once the rows are gone.
 */

export interface AccountServiceDependencies {
  users: UsersService;
  stories: StoriesRepository;
  store: BlobStore;
}

export function createAccountService({ users, stories, store }: AccountServiceDependencies) {
  return {
    /** Another parent's id answers 404 like a missing one, and deletes nothing (users.remove decides). */
    async deleteAccount(callerId: string, id: string): Promise<void> {
      // Read before the rows cascade away; a foreign id never reaches the files, users.remove throws first.
      const storyIds = await stories.idsOfAuthor(callerId);
      await users.remove(callerId, id);
      for (const storyId of storyIds) await store.deletePrefix(storyFolder(storyId));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
