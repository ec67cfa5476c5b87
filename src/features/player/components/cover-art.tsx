import { cx } from '@/ui/class-names';

interface CoverArtProps {
  title: string;
  coverUrl: string | null;
  /** A thumbnail beside the title (the Read tab below a landscape tablet's width); full size from lg. */
  compact?: boolean;
  /** The night player: the picture dimmed, so that no bright surface lights the room. */
  dim?: boolean;
}

/** The story's cover, or its initial letter on the night palette when there is none. */
export function CoverArt({ title, coverUrl, compact = false, dim = false }: CoverArtProps) {
  const frame = cx(
    'aspect-square overflow-hidden shadow-2xl',
    compact
      ? 'size-24 shrink-0 rounded-2xl lg:mx-auto lg:size-auto lg:w-full lg:max-w-72 lg:rounded-card'
      : 'mx-auto w-full max-w-72 rounded-card',
  );
  if (coverUrl) {
    return <img src={coverUrl} alt="" className={cx(frame, 'object-cover', dim && 'brightness-75')} />;
  }
  return (
    <div
      aria-hidden="true"
      className={cx(
        frame,
        'flex items-center justify-center border border-line bg-gradient-to-br from-raised to-surface font-bold text-accent',
        compact ? 'text-4xl lg:text-8xl' : 'text-8xl',
      )}
    >
      {Array.from(title.trim())[0]?.toLocaleUpperCase() ?? '♪'}
    </div>
  );
}
