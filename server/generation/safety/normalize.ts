/**
 * Text as the word lists see it: lower case, without accents or hidden characters, with the usual
 * disguises undone ("sh1t" → "shit", "sh!t" → "shit"), so one list catches every spelling.
 */

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Lower case, no accents, no zero-width characters; ñ stays distinct from n. */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Keep ñ a letter of its own ("año" is not "ano"); every other accent goes.
      .replace(/([nN])\u0303/g, (_m, n: string) => (n === 'N' ? 'Ñ' : 'ñ'))
      .replace(/\p{M}/gu, '')
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
      .toLowerCase()
  );
}

/** The folded text with single spaces, for multi-word phrases and disguised words. */
export function phraseText(text: string): string {
  return ` ${foldText(text)
    // "sh!t": an exclamation mark between letters stands for an i.
    .replace(/(?<=\p{L})!(?=\p{L})/gu, 'i')
    .replace(/[0134579@$]/g, (c) => LEET[c] ?? c)
    .replace(/[^a-zñ*#]+/g, ' ')
    .trim()} `;
}
