import { LIBRARY_DATE_LOCALE } from '@/contract/constants';

// The one date formatter. S§2, S§9: a story's date reads dd/mm/yyyy (en-GB) in every language.

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
