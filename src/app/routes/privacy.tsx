import { useSupportContact } from '@/features/help/api/get-support-contact';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { useBackTarget } from '@/lib/use-back-target';

/** /privacy (S§2): the privacy policy, with the operator's support address as its contact. */
export function Component() {
  const { data } = useSupportContact();
  return <LegalDocument document="privacy" backTo={useBackTarget('/settings')} contactEmail={data?.email} />;
}
