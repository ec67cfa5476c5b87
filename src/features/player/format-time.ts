// The player's times (S§9 "player h:mm:ss"): always hours, minutes and seconds, e.g. 0:04:05.

/** Whole seconds as h:mm:ss; negative or unknown times read 0:00:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The same time split into parts, for a spoken form ("2 minutes 5 seconds"). */
export function timeParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
