import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { GeneratingScreen } from '@/features/generating/components/generating-screen';
import type { GenerationApi } from '@/features/generating/hooks/use-generation';
import { cancelStoryGeneration, getAudioStatus, getStory } from '@/lib/api/stories-api';
import { PageHeader } from '@/ui/page-header';

// One object for the page's life: the polls restart whenever it changes.
const api: GenerationApi = { getStory, getAudioStatus, cancelStoryGeneration };

export function Component() {
  const { t } = useTranslation();
  const { storyId } = useParams();
  const { pathname } = useLocation();
  const parentId = useSessionStore((state) => state.user?.id);
  const status = useSessionStore((state) => state.status);
  if (!storyId) return <Navigate to="/create-story" replace />;
  if (!parentId && status === 'guest') {
    return <Navigate to={`/auth?redirect=${encodeURIComponent(pathname)}`} replace />;
  }
  if (parentId) return <GeneratingScreen key={storyId} storyId={storyId} api={api} />;
  // The session is still being checked.
  return <PageHeader title={t('pages.generating')} backTo="/library" />;
}
