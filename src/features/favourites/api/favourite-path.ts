/** PUT /children/{childId}/favourites/{storyId}: sent through the sync queue (device-favourites.ts). */
export const favouritePath = (childId: string, storyId: string) =>
  `/children/${encodeURIComponent(childId)}/favourites/${encodeURIComponent(storyId)}`;

/** One pending change per kid and story in the queue: a newer tap replaces an unsent older one. */
export const favouriteCoalesceKey = (childId: string, storyId: string) => `favourite:${childId}:${storyId}`;
