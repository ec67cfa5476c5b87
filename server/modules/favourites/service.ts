import {
  FAVOURITES_LISTED_MAX,
  type FavouriteBody,
  type FavouriteList,
  type FavouriteState,
} from '../../../src/contract/favourites';
import type { StoryFavouriteRow } from '../../db/progress-tables';
import { AppError } from '../../errors';
import type { MediaSigner } from '../../media/media-signer';
import { mergeClock } from '../progress/service';
import type { ChaptersRepository } from '../stories/chapters-repository';
import { presentStory } from '../stories/present';
import type { FavouritesRepository } from './repository';

/**
 * A kid's favourite stories (issue 15): a parent marks and reads only their own kids' favourites of
 * their own stories; every id that is not the caller's answers exactly like one that does not exist.
 */

const childNotFound = () => new AppError('NOT_FOUND', 404, 'Kid profile not found');
const storyNotFound = () => new AppError('NOT_FOUND', 404, 'Story not found');

export function presentFavourite(row: StoryFavouriteRow): FavouriteState {
  return {
    childId: row.childId,
    storyId: row.storyId,
    favourite: row.favourite,
    changedAt: row.changedAt.toISOString(),
  };
}

export interface FavouritesServiceDependencies {
  repository: FavouritesRepository;
  chapters: Pick<ChaptersRepository, 'statusesOf'>;
  signer: MediaSigner;
}

export function createFavouritesService({ repository, chapters, signer }: FavouritesServiceDependencies) {
  async function assertChild(callerId: string, childId: string) {
    if (!(await repository.ownsChild(callerId, childId))) throw childNotFound();
  }

  return {
    /** PUT: the state after the merge, which is the stored one when the change sent is older. */
    async put(
      callerId: string,
      path: { childId: string; storyId: string },
      body: FavouriteBody,
    ): Promise<FavouriteState> {
      const row = await repository.put(callerId, {
        ...path,
        favourite: body.favourite,
        changedAt: mergeClock(body.changedAt),
      });
      if (row) return presentFavourite(row);
      // Only on failure: say which id was wrong.
      await assertChild(callerId, path.childId);
      throw storyNotFound();
    },

    async list(callerId: string, childId: string): Promise<FavouriteList> {
      await assertChild(callerId, childId);
      const rows = await repository.listPublished(callerId, childId, FAVOURITES_LISTED_MAX);
      const statuses = await chapters.statusesOf(rows.map(({ story }) => story.id));
      return {
        items: rows.map(({ favourite, story }) => ({
          storyId: story.id,
          changedAt: favourite.changedAt.toISOString(),
          story: presentStory(story, undefined, statuses.get(story.id) ?? [], signer),
        })),
      };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
