import { Navigate } from 'react-router-dom';
import { useActiveProfile } from '@/features/profiles/hooks/use-active-profile';
import { Spinner } from '@/ui/spinner';
import { useTranslation } from 'react-i18next';
import { WithParent } from '../with-parent';

// The home's "Edit Kid Profile" tile (P§2): the active kid's profile form, or a new one when there is
// none yet. Both sit behind the parent gate.

function ToActiveProfile({ parentId }: { parentId: string }) {
  const { t } = useTranslation();
  const { profiles, activeProfile, isError } = useActiveProfile(parentId);
  if (activeProfile)
    return <Navigate to={`/child-profile/${encodeURIComponent(activeProfile.id)}/edit`} replace />;
  if (profiles?.length === 0) return <Navigate to="/child-profile/new" replace />;
  if (isError) return <Navigate to="/settings" replace />;
  return (
    <div className="mt-8 flex justify-center">
      <Spinner label={t('a11y.loading')} />
    </div>
  );
}

export function Component() {
  return <WithParent>{(parentId) => <ToActiveProfile parentId={parentId} />}</WithParent>;
}
