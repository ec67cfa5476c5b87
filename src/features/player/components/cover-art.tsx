interface CoverArtProps {
  title: string;
  coverUrl: string | null;
}

/** The story's cover, or its initial letter on the night palette when there is none. */
export function CoverArt({ title, coverUrl }: CoverArtProps) {
  const frame = 'mx-auto aspect-square w-full max-w-72 overflow-hidden rounded-card shadow-2xl';
  if (coverUrl) {
    return <img src={coverUrl} alt="" className={`${frame} object-cover`} />;
  }
  return (
    <div
      aria-hidden="true"
      className={`${frame} flex items-center justify-center border border-line bg-gradient-to-br from-raised to-surface text-8xl font-bold text-accent`}
    >
      {Array.from(title.trim())[0]?.toLocaleUpperCase() ?? '♪'}
    </div>
  );
}
