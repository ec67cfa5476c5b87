import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { markOnboardingDone } from '@/features/onboarding/onboarding-progress';
import { ChildProfileEditor } from '@/features/profiles/components/child-profile-editor';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { WithParent } from '../with-parent';

// /onboarding/create-profile (P§2): the first kid profile, made with the same form and rules as every
// other (the spec's version only toasted; ours creates it). Creating or skipping ends onboarding.

function FirstProfile({ parentId }: { parentId: string }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const finish = () => {
    markOnboardingDone(parentId);
    void navigate('/', { replace: true });
  };
  return (
    <Card className="mt-4">
      <p className="mb-5 text-lg text-ink-muted">{t('createProfile.intro')}</p>
      <ChildProfileEditor parentId={parentId} onSaved={finish} onCancel={finish} cancelLabel={t('skip')} />
    </Card>
  );
}

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.onboardingCreateProfile')} backTo="/onboarding" />
      <WithParent>{(parentId) => <FirstProfile parentId={parentId} />}</WithParent>
    </>
  );
}
