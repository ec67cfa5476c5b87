import { useSupportContact } from '@/features/help/api/get-support-contact';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { useBackTarget } from '@/lib/use-back-target';

/** /terms (S§2): the terms of service, with the operator's support address as its contact. */
export function Component() {
  const { data } = useSupportContact();
  return <LegalDocument document="terms" backTo={useBackTarget('/settings')} contactEmail={data?.email} />;
}
