/** "12.3 MB" in the interface language's number format (1 MB = 1,000,000 bytes, as devices show). */
export function formatMegabytes(bytes: number, language: string): string {
  const megabytes = bytes / 1_000_000;
  const digits = megabytes < 10 ? 1 : 0;
  return `${megabytes.toLocaleString(language, { minimumFractionDigits: digits, maximumFractionDigits: digits })} MB`;
}
