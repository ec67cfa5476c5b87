/** The look of the player's native selects (speed, sleep timer): a 48 px touch target. */
export const selectClasses =
  'min-h-12 w-full rounded-2xl border-2 border-line-strong bg-raised px-4 text-base font-semibold text-ink ' +
  'disabled:opacity-50';
