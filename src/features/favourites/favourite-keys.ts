// The favourites' query keys: one list per (signed-in parent, kid profile).
export const favouriteKeys = {
  all: ['favourites'] as const,
  kid: (ownerId: string, childId: string) => [...favouriteKeys.all, ownerId, childId] as const,
};
