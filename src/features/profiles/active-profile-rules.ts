// P§4 kid profiles: the active profile is the stored one when it still exists, else the first; the
// first profile created becomes active; deleting the active one moves to the first remaining, or none.

interface WithId {
  id: string;
}

/** The active profile among `profiles`, given the id the user chose (or had stored). */
export function resolveActiveProfile<T extends WithId>(
  profiles: readonly T[],
  chosenId: string | null,
): T | null {
  return profiles.find((profile) => profile.id === chosenId) ?? profiles[0] ?? null;
}

/** The id to make active after creating `created` when the parent had `countBefore` profiles. */
export function activeAfterCreate(
  countBefore: number,
  created: WithId,
  currentId: string | null,
): string | null {
  return countBefore === 0 ? created.id : currentId;
}

/** The id to make active after deleting `deletedId` from `profiles` (the list before the delete). */
export function activeAfterDelete(
  profiles: readonly WithId[],
  deletedId: string,
  currentId: string | null,
): string | null {
  const remaining = profiles.filter((profile) => profile.id !== deletedId);
  if (currentId !== deletedId && remaining.some((profile) => profile.id === currentId)) return currentId;
  return remaining[0]?.id ?? null;
}
