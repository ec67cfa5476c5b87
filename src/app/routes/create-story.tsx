import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { CreateStoryForm } from '@/features/create-story/components/create-story-form';
import { NoProfilesCard } from '@/features/create-story/components/no-profiles-card';
import { SignInRequired } from '@/features/create-story/components/sign-in-required';
import type { SimilarStory } from '@/features/create-story/story-form';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { PageHeader } from '@/ui/page-header';
import { Spinner } from '@/ui/spinner';

/** Create Similar (S§2) passes the story's theme and age group in the navigation state. */
function similarFrom(state: unknown): SimilarStory | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { theme, ageGroup } = state as Record<string, unknown>;
  return {
    ...(typeof theme === 'string' && { theme }),
    ...(typeof ageGroup === 'string' && { ageGroup }),
  };
}

function ForParent({ parentId }: { parentId: string }) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const { profiles, activeProfile, isError } = useActiveProfile(parentId);
  if (!profiles) {
    return isError ? (
      <p className="mt-4 text-ink-muted">{t('generic.somethingWentWrong')}</p>
    ) : (
      <div className="mt-8 flex justify-center">
        <Spinner label={t('a11y.loading')} />
      </div>
    );
  }
  if (profiles.length === 0) return <NoProfilesCard />;
  return (
    <CreateStoryForm
      profiles={profiles}
      activeProfileId={activeProfile?.id ?? null}
      signedIn
      similar={similarFrom(state)}
    />
  );
}

export function Component() {
  const { t } = useTranslation();
  const parentId = useSessionStore((state) => state.user?.id);
  const status = useSessionStore((state) => state.status);
  return (
    <>
      <PageHeader title={t('pages.createStory')} backTo="/" />
      {parentId ? (
        <ForParent parentId={parentId} />
      ) : (
        // S§6: only a signed-in parent creates stories; a cached user counts while the session is checked.
        status === 'guest' && <SignInRequired />
      )}
    </>
  );
}
