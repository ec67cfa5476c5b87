import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Story } from '@/contract/story';
import { CoverThumbnail } from '@/ui/cover-thumbnail';

interface StoryCardProps {
  story: Pick<Story, 'id' | 'title' | 'coverImageUrl'>;
  /** What the screen says about the story, under its title. */
  children?: ReactNode;
  /** Where the card leads: the story page unless said otherwise. */
  to?: string;
}

/** A story in a list (library, search, categories, my stories): cover or initial and title; opens it. */
export function StoryCard({ story, children, to }: StoryCardProps) {
  return (
    <Link
      to={to ?? `/story/${encodeURIComponent(story.id)}`}
      className="flex h-full gap-4 rounded-card border border-line bg-surface p-4 transition-colors hover:border-line-strong hover:bg-raised"
    >
      <CoverThumbnail title={story.title} src={story.coverImageUrl} className="size-20 text-4xl sm:size-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-lg font-bold break-words text-ink">{story.title}</h3>
        {children}
      </div>
    </Link>
  );
}
