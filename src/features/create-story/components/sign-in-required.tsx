import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { notify } from '@/ui/toast';
import { SIGN_IN_PATH } from '../hooks/use-create-story';

/** S§6: a guest is told to log in and sent to sign-in, which brings them back here afterwards. */
export function SignInRequired() {
  const { t } = useTranslation('create');
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notify.error(t('toasts.notAuthenticated'), { description: t('toasts.loginToCreate') });
  }, [t]);
  return <Navigate to={SIGN_IN_PATH} replace />;
}
