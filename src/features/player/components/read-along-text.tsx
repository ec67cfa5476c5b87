import { memo, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paragraphWords, type ReadAlong } from '@/contract/read-along';
import { seekTo } from '../player-controls';
import { sentencesOf, startsByWord, wordId } from '../read-along/spoken-word';
import { useSpokenHighlight } from '../read-along/use-spoken-highlight';

// The Read tab's text (issue 15): the chapter in the story typeface, big, each word lit as it is said;
// a tap on a sentence takes the audio there. Without timings it is the plain text, nothing to tap.

const PUNCTUATION_AROUND = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

/** One paragraph as sentences of words, the text between them as written. */
function Paragraph({ text, p, starts }: { text: string; p: number; starts: Map<string, number> | null }) {
  const words = paragraphWords(text);
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const sentence of sentencesOf(words)) {
    const first = words[sentence[0]!]!;
    pieces.push(text.slice(at, first.start));
    const inner: ReactNode[] = [];
    let cursor = first.start;
    for (const index of sentence) {
      const word = words[index]!;
      inner.push(text.slice(cursor, word.start));
      // Only the letters light up: quotes and stops stay as they are.
      const [, before = '', core = word.text, after = ''] = PUNCTUATION_AROUND.exec(word.text) ?? [];
      inner.push(
        before,
        <span
          key={index}
          data-word={wordId(p, index)}
          className="rounded-md data-[spoken]:bg-accent data-[spoken]:text-on-accent"
        >
          {core}
        </span>,
        after,
      );
      cursor = word.start + word.text.length;
    }
    at = cursor;
    const seekMs = starts
      ? sentence.map((index) => starts.get(wordId(p, index))).find((start) => start !== undefined)
      : undefined;
    pieces.push(
      <span
        key={`s${sentence[0]}`}
        data-seek-ms={seekMs}
        className={seekMs === undefined ? undefined : 'cursor-pointer'}
      >
        {inner}
      </span>,
    );
  }
  pieces.push(text.slice(at));
  return <p>{pieces}</p>;
}

/**
 * Memoised: the player screen renders four times a second as the position moves, and the text (a
 * thousand words) need not follow it; the light moves on its own (use-spoken-highlight.ts).
 */
export const ReadAlongText = memo(function ReadAlongText({ readAlong }: { readAlong: ReadAlong }) {
  const { t } = useTranslation('player');
  const box = useRef<HTMLDivElement>(null);
  const { words, paragraphs, chapterId } = readAlong;
  const starts = useMemo(() => (words ? startsByWord(words) : null), [words]);
  useSpokenHighlight(box, words, chapterId);

  // One listener for every sentence: the tapped sentence's first word is where the audio goes.
  const seekToSentence = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element)) return;
    const sentence = event.target.closest<HTMLElement>('[data-seek-ms]');
    const ms = Number(sentence?.dataset.seekMs);
    if (sentence && Number.isFinite(ms)) seekTo(ms / 1000);
  };

  return (
    <div
      ref={box}
      // Scrolled by hand or with the keys too: a reader may look ahead.
      tabIndex={0}
      role="region"
      aria-label={t('read.textLabel')}
      onClick={words ? seekToSentence : undefined}
      className="max-h-[max(16rem,min(28rem,calc(100dvh_-_31rem)))] lg:max-h-[calc(100dvh-13rem)] overflow-y-auto overscroll-contain rounded-card border border-line bg-surface px-5 py-4 font-story text-2xl leading-[1.7] sm:px-8 sm:py-6 sm:text-[1.75rem]"
    >
      <div className="mx-auto flex max-w-[38ch] flex-col gap-5">
        {paragraphs.map((text, p) => (
          <Paragraph key={p} text={text} p={p} starts={starts} />
        ))}
      </div>
    </div>
  );
});
