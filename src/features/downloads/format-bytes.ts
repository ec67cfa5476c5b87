/**
 * "12.3 MB", "10.7 GB" in the interface language's number format (1 MB = 1,000,000 bytes, as devices
 * show sizes): one decimal below 10, none above.
 */
export function formatSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1e9 ? [bytes / 1e9, 'GB'] : [bytes / 1e6, 'MB'];
  const digits = value < 10 ? 1 : 0;
  return `${value.toLocaleString(language, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}
