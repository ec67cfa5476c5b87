import { safeFileName } from '../../../src/contract/story-text';

/**
 * How an exported story is named for the browser (GET /stories/{id}/export, ADR 019). What it holds —
 * `story.txt` and one MP3 per narrated chapter — is written by the contract's story-text.ts, the same
 * text the app's Share hands to the share sheet.
 */

// RFC 5987 attr-char: what encodeURIComponent leaves alone, minus ' ( ) * which it must not.
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="El dragon.zip"; filename*=UTF-8''El%20drag%C3%B3n.zip`: browsers that read
 * RFC 6266 take the UTF-8 name with its accents; older ones take the plain one, its accents folded.
 */
export function attachmentDisposition(title: string): string {
  const name = `${safeFileName(title, 'story')}.zip`;
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
