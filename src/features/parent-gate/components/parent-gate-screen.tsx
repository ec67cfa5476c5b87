import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { GATE_MAX_ATTEMPTS } from '@/contract/constants';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { TextField } from '@/ui/text-field';
import { notify } from '@/ui/toast';
import { alreadyUnlockedTarget, cancelTarget, unlockTarget } from '../gate-redirect';
import { useParentGate } from '../use-parent-gate';

interface ParentGateScreenProps {
  /** Parent mode is already on: the gate steps aside. */
  unlocked: boolean;
  /** Turns parent mode on; may throw. */
  unlock: () => void;
}

/** /parent-gate (P§2): an addition only a grown-up should answer. */
export function ParentGateScreen({ unlocked, unlock }: ParentGateScreenProps) {
  const { t } = useTranslation(['common', 'parent']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gate = useParentGate();
  const [answer, setAnswer] = useState('');
  const [passed, setPassed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const redirect = params.get('redirect');
  const locked = gate.lockoutSeconds !== null;

  useEffect(() => {
    if (!locked) inputRef.current?.focus();
  }, [locked, gate.challenge]);

  if (unlocked && !passed) return <Navigate to={alreadyUnlockedTarget(redirect)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (gate.submit(answer) === 'rejected') {
      setAnswer('');
      return;
    }
    try {
      setPassed(true);
      unlock();
      navigate(unlockTarget(redirect), { replace: true });
    } catch (error) {
      setPassed(false);
      console.error('Parent mode could not be turned on:', error);
      notify.error(t('parent:gate.unlockFailed'), { description: t('parent:gate.verifyFailed') });
    }
  };

  const error = locked
    ? t('parent:gate.lockout', { seconds: gate.lockoutSeconds })
    : gate.message === 'wrong'
      ? t('parent:gate.wrong')
      : gate.message === 'not-a-number'
        ? t('parent:gate.notANumber')
        : undefined;

  return (
    <>
      <PageHeader title={t('pages.parentGate')} />
      <Card className="mt-4 flex flex-col gap-5">
        <div className="flex items-start gap-3">
          <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-accent" />
          <p className="text-ink-muted">{t('parent:gate.intro')}</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-2xl font-bold text-ink">
            {t('parent:gate.question', { first: gate.challenge.first, second: gate.challenge.second })}
          </p>
          <TextField
            ref={inputRef}
            label={t('parent:gate.answerLabel')}
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            disabled={locked}
            onChange={(event) => setAnswer(event.target.value)}
            error={error}
          />
          <p className="text-ink-muted">
            {t('parent:gate.attempts', { used: gate.attempts, max: GATE_MAX_ATTEMPTS })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={locked}>
              {t('parent:gate.submit')}
            </Button>
            <Button
              variant="secondary"
              disabled={locked}
              onClick={() => {
                gate.newChallenge();
                setAnswer('');
              }}
            >
              {t('parent:gate.newChallenge')}
            </Button>
            <Button variant="ghost" onClick={() => navigate(cancelTarget(params.get('from')))}>
              {t('parent:gate.cancel')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
