import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { ProgressScreen } from '@/features/progress/components/progress-screen';
import { PageHeader } from '@/ui/page-header';
import { Spinner } from '@/ui/spinner';
import { WithParent } from '../with-parent';

/** The active kid profile's progress; a parent with no kid profile is sent to create one (S§2). */
function ForParent({ parentId }: { parentId: string }) {
  const { t } = useTranslation();
  const { profiles, activeProfile, selectProfile, isError } = useActiveProfile(parentId);
  if (profiles?.length === 0) return <Navigate to="/settings" replace />;
  if (profiles && activeProfile) {
    return (
      <ProgressScreen userId={parentId} profiles={profiles} child={activeProfile} onSelect={selectProfile} />
    );
  }
  return (
    <>
      <PageHeader title={t('pages.progress')} backTo="/" />
      {isError ? (
        <p className="mt-4 text-ink-muted">{t('generic.somethingWentWrong')}</p>
      ) : (
        <div className="mt-8 flex justify-center">
          <Spinner label={t('a11y.loading')} />
        </div>
      )}
    </>
  );
}

export function Component() {
  const { t } = useTranslation();
  return (
    <WithParent fallback={<PageHeader title={t('pages.progress')} backTo="/" />}>
      {(parentId) => <ForParent parentId={parentId} />}
    </WithParent>
  );
}
