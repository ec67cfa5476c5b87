import { LIBRARY_PREVIEW_CHARS } from '@/contract/constants';

/**
 * S§2, S§9: a card shows the first 80 characters of the description followed by an ellipsis. Ours: a
 * description short enough to show whole gets no ellipsis (nothing was left out).
 */
export function descriptionPreview(description: string): string {
  const text = description.trim();
  if (text.length <= LIBRARY_PREVIEW_CHARS) return text;
  return `${text.slice(0, LIBRARY_PREVIEW_CHARS).trimEnd()}…`;
}
