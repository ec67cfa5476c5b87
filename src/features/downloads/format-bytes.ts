/**
 * "12.3 MB", "35 MB", "2.5 GB" in the interface language's number format (1 MB = 1,000,000 bytes, as
 * devices show sizes): a download's megabytes move visibly, so up to one decimal below 100 MB (and
 * below 10 GB); none above, and never a trailing ".0". The number and its unit never part at a line's
 * end (a no-break space).
 */
export function formatSize(bytes: number, language: string): string {
  const [value, unit, decimalsBelow] = bytes >= 1e9 ? [bytes / 1e9, 'GB', 10] : [bytes / 1e6, 'MB', 100];
  const digits = value < decimalsBelow ? 1 : 0;
  return `${value.toLocaleString(language, { maximumFractionDigits: digits })}\u00a0${unit}`;
}
