import { cx } from './class-names';

interface CoverThumbnailProps {
  /** Whose cover: its first letter stands in when there is no picture. */
  title: string;
  src: string | null | undefined;
  /** Size and shape, e.g. 'size-20 rounded-2xl text-3xl'. */
  className?: string;
}

/**
 * A story's cover, or its initial letter on a raised tile (S§2 library, search). Decorative: the title
 * beside it names the story.
 */
export function CoverThumbnail({ title, src, className }: CoverThumbnailProps) {
  const classes = cx('shrink-0 overflow-hidden rounded-2xl bg-raised', className);
  if (src) return <img src={src} alt="" loading="lazy" className={cx(classes, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cx(classes, 'flex items-center justify-center font-bold text-accent')}
    >
      {title.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
