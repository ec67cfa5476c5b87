import { useRef, useState, type FormEvent } from 'react';
import { Mail, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_LENGTH, SUPPORT_SUBJECT_LENGTH } from '@/contract/constants';
import { Button } from '@/ui/button';
import { TextAreaField, TextField } from '@/ui/text-field';
import { textLinkClasses } from '@/ui/text-link';
import { notify } from '@/ui/toast';
import {
  CONTACT_FIELDS,
  characterCount,
  firstProblem,
  PROBLEM_MESSAGE_VALUES,
  validateContactForm,
  type ContactField,
  type ContactProblems,
  type ContactValues,
} from '../contact-form';
import { mailtoLink } from '../support-mailto';

const EMPTY: ContactValues = { email: '', subject: '', message: '' };
/** The form's one error toast: a new problem replaces it, a valid form takes it down. */
const FORM_TOAST = 'support-form';

/**
 * Help › Contact (S§2, S§5): email, subject and message, checked by the spec's rules. Nothing is sent
 * from here: a valid form opens the parent's email app addressed to `address`, with the subject and
 * the message (ADR 029). What was typed stays, in case no email app opened.
 */
export function ContactForm({ address }: { address: string }) {
  const { t } = useTranslation('help');
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [draft, setDraft] = useState<string | null>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const errorFor = (field: ContactField): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem === 'missing'
      ? t('contact.fieldMissing')
      : t(`contact.errors.${problem}`, PROBLEM_MESSAGE_VALUES[problem]);
  };

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setDraft(null);
    // A field already marked wrong is checked again as it is corrected; the others wait for Send.
    if (problems[field])
      setProblems((current) => ({ ...current, [field]: validateContactForm(next)[field] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setProblems(found);
    const first = firstProblem(found);
    if (first) {
      setDraft(null);
      notify.error(t(`contact.errorTitles.${first}`), {
        description: t(`contact.errors.${first}`, PROBLEM_MESSAGE_VALUES[first]),
        id: FORM_TOAST,
      });
      const firstField = CONTACT_FIELDS.find((field) => found[field]);
      const element = firstField && fields.current[firstField];
      // Centred, so its label and its message are in view with it.
      element?.scrollIntoView?.({ block: 'center' });
      element?.focus({ preventScroll: true });
      return;
    }
    notify.dismiss(FORM_TOAST);
    const link = mailtoLink(address, {
      subject: values.subject.trim(),
      body: `${values.message.trim()}\n\n${t('contact.replyTo', { email: values.email.trim() })}`,
    });
    setDraft(link);
    window.location.assign(link);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        ref={(element) => {
          fields.current.email = element;
        }}
        label={t('contact.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={errorFor('email')}
      />
      <TextField
        ref={(element) => {
          fields.current.subject = element;
        }}
        label={t('contact.subject')}
        hint={t('contact.subjectHint', SUPPORT_SUBJECT_LENGTH)}
        value={values.subject}
        onChange={(event) => change('subject', event.target.value)}
        error={errorFor('subject')}
      />
      <TextAreaField
        ref={(element) => {
          fields.current.message = element;
        }}
        label={t('contact.message')}
        hint={t('contact.messageHint', { ...SUPPORT_MESSAGE_LENGTH, count: characterCount(values.message) })}
        value={values.message}
        onChange={(event) => change('message', event.target.value)}
        error={errorFor('message')}
      />
      <div className="flex flex-col items-start gap-2">
        <Button type="submit" size="lg">
          <Send aria-hidden="true" />
          {t('contact.send')}
        </Button>
        <p className="text-sm text-ink-muted">{t('contact.sendNote')}</p>
      </div>
      <div role="status">
        {draft && (
          <div className="rounded-card border border-accent bg-raised p-5">
            <p className="text-lg font-semibold text-ink">{t('contact.openedTitle')}</p>
            <p className="mt-1 text-ink-muted">{t('contact.opened')}</p>
            <a href={draft} className={`${textLinkClasses} mt-3 gap-2`}>
              <Mail aria-hidden="true" className="size-5" />
              {t('contact.openAgain')}
            </a>
          </div>
        )}
      </div>
    </form>
  );
}
