import { LIBRARY_DATE_LOCALE } from '@/contract/constants';

// The one date formatter. S§2, S§9: a story's date reads dd/mm/yyyy (en-GB) in every language; a
// document's date is written out in the reader's language.

const shortDate = new Intl.DateTimeFormat(LIBRARY_DATE_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** '2026-03-07T…' → '07/03/2026'; '' for a date that cannot be read. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** '2026-11-26' → 'November 26, 2026' (en), '26 de noviembre de 2026' (es); '' for a date that cannot be read. */
export function formatLongDate(isoDay: string, language: string): string {
  // Noon UTC, so the day is the same in every time zone.
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
