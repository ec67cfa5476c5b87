import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LEGAL_LAST_UPDATED } from '@/contract/constants';
import { formatLongDate } from '@/lib/format-date';
import { PageHeader } from '@/ui/page-header';
import { inlineLinkClasses, textLinkClasses } from '@/ui/text-link';

export type LegalDocumentName = 'privacy' | 'terms';

interface LegalDocumentProps {
  document: LegalDocumentName;
  /** Where the back arrow leads. */
  backTo: string;
  /** The operator's support address (SUPPORT_EMAIL), null when none is set. */
  contactEmail: string | null | undefined;
}

/** `**words**` in the texts marks a list item's lead-in ("**Your account:** your name…"), shown bold. */
function Emphasised({ text }: { text: string }) {
  return text.split(/\*\*(.+?)\*\*/).map((part, index) =>
    index % 2 === 1 ? (
      <strong key={index} className="font-bold">
        {part}
      </strong>
    ) : (
      part
    ),
  );
}

/**
 * /terms and /privacy: a document from the `legal` texts, for reading — the date it was last updated,
 * the notice that the operator should review it, a table of contents, then one section per heading.
 * Paragraphs keep to a readable measure; a list in the texts (an array) is a bulleted list.
 */
export function LegalDocument({ document, backTo, contactEmail }: LegalDocumentProps) {
  const { t, i18n } = useTranslation(['common', 'legal']);
  const sections = t(`legal:${document}.sections`, { returnObjects: true });
  const anchor = (id: string) => `${document}-${id}`;

  return (
    <>
      <PageHeader title={t(`pages.${document}`)} backTo={backTo} />
      <article className="max-w-prose pb-4 text-base leading-relaxed text-ink sm:text-lg">
        <p className="text-ink-muted">
          {t('legal:updated', {
            date: formatLongDate(LEGAL_LAST_UPDATED, i18n.resolvedLanguage ?? i18n.language),
          })}
        </p>
        <aside
          aria-labelledby={`${document}-notice`}
          className="mt-4 flex gap-3 rounded-card border border-accent/60 bg-surface p-5"
        >
          <Scale aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
          <div>
            <h2 id={`${document}-notice`} className="text-lg font-bold">
              {t('legal:notice.title')}
            </h2>
            <p className="mt-1 text-base text-ink-muted">{t('legal:notice.body')}</p>
          </div>
        </aside>
        <p className="mt-6">{t(`legal:${document}.intro`)}</p>

        <nav aria-labelledby={`${document}-contents`} className="mt-6 rounded-card bg-surface p-5">
          <h2 id={`${document}-contents`} className="text-lg font-bold">
            {t('legal:contents')}
          </h2>
          <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${anchor(section.id)}`} className={textLinkClasses}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <section key={section.id} aria-labelledby={anchor(section.id)} className="mt-8">
            <h2 id={anchor(section.id)} className="scroll-mt-4 text-2xl font-bold tracking-tight">
              {section.heading}
            </h2>
            {section.blocks.map((block) =>
              typeof block === 'string' ? (
                <p key={block} className="mt-3">
                  <Emphasised text={block} />
                </p>
              ) : (
                <ul key={block[0]} className="mt-3 flex list-disc flex-col gap-2 pl-6 marker:text-accent">
                  {block.map((item) => (
                    <li key={item}>
                      <Emphasised text={item} />
                    </li>
                  ))}
                </ul>
              ),
            )}
            {section.id === 'contact' && (
              <p className="mt-3">
                {contactEmail ? (
                  <>
                    {t('legal:contact.withEmail')}{' '}
                    <a href={`mailto:${contactEmail}`} className={`${inlineLinkClasses} break-all`}>
                      {contactEmail}
                    </a>
                    .
                  </>
                ) : (
                  t('legal:contact.withoutEmail')
                )}
              </p>
            )}
          </section>
        ))}

        <nav aria-labelledby={`${document}-related`} className="mt-10 border-t border-line pt-6">
          <h2 id={`${document}-related`} className="text-lg font-bold">
            {t('legal:related.heading')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {(['privacy', 'terms'] as const)
              .filter((other) => other !== document)
              .map((other) => (
                <li key={other}>
                  <Link to={`/${other}`} className={textLinkClasses}>
                    {t(`legal:related.${other}`)}
                  </Link>
                </li>
              ))}
            <li>
              <Link to="/help" className={textLinkClasses}>
                {t('legal:related.help')}
              </Link>
            </li>
            <li>
              <a href="#main-content" className={textLinkClasses}>
                {t('legal:backToTop')}
              </a>
            </li>
          </ul>
        </nav>
      </article>
    </>
  );
}
