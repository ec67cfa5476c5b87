import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';

interface LoadFailedProps {
  /** What could not be loaded, already translated. */
  message: string;
  /** The retry button's text, already translated. */
  retryLabel: string;
  onRetry: () => void;
  /** A heading above the message. */
  title?: string;
}

/** Where a screen's content would be when it could not be loaded: what went wrong, and a retry. */
export function LoadFailed({ message, retryLabel, onRetry, title }: LoadFailedProps) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 py-8 text-center">
      {title && <p className="text-lg font-semibold">{title}</p>}
      <p className="text-ink-muted">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {retryLabel}
      </Button>
    </Card>
  );
}
