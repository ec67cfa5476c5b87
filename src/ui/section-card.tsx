import { useId, type ReactNode } from 'react';
import { Card } from './card';
import { cx } from './class-names';

interface SectionCardProps {
  /** The section's name, already translated: its heading, and the region's name. */
  title: string;
  /** A line under the heading on what the section is for. */
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A section of a long page (Settings): a region named by its heading, so it can be reached by name. */
export function SectionCard({ title, description, children, className }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cx('flex flex-col gap-6', className)}>
      <div>
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {description && <p className="mt-1 text-ink-muted">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
