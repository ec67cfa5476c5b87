import { z } from 'zod';
import { DeviceTime } from './device-time';
import { Story } from './story';

// A kid's favourite stories (issue 15), shared by the app and the server. One state per (kid profile,
// story), set with PUT and merged by the device's clock like listening progress (ADR 015, ADR 034): a
// change made earlier never overwrites one made later, whatever order they arrive in.

/** Ours: the most favourites a kid's shelf lists (newest first); more are kept, not listed. */
export const FAVOURITES_LISTED_MAX = 200;

export const FavouriteParams = z.object({
  childId: z.uuid('Must be a kid profile id (a UUID)'),
  storyId: z.uuid('Must be a story id (a UUID)'),
});

/** PUT /children/{childId}/favourites/{storyId}. `changedAt` is the device's time of the tap. */
export const FavouriteBody = z.object({
  favourite: z.boolean('Must be true or false'),
  changedAt: DeviceTime,
});
export type FavouriteBody = z.infer<typeof FavouriteBody>;

/** The state kept for the kid and the story: the newest change merged in, not always the one sent. */
export const FavouriteState = z.object({
  childId: z.uuid(),
  storyId: z.uuid(),
  favourite: z.boolean(),
  changedAt: z.string(),
});
export type FavouriteState = z.infer<typeof FavouriteState>;

/** What a shelf shows of a story: the list's summary, without chapters. */
export const FavouriteStory = Story.omit({ chapters: true });
export type FavouriteStory = z.infer<typeof FavouriteStory>;

/**
 * GET /children/{childId}/favourites: the kid's favourites whose stories are published, the most
 * recently marked first, each with the story's summary, so home's shelf is one request.
 */
export const FavouriteList = z.object({
  items: z.array(z.object({ storyId: z.uuid(), changedAt: z.string(), story: FavouriteStory })),
});
export type FavouriteList = z.infer<typeof FavouriteList>;
