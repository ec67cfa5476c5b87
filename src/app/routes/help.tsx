import { HelpScreen } from '@/features/help/components/help-screen';
import { useBackTarget } from '@/lib/use-back-target';

/** /help (S§2): FAQ, Guides and Contact. */
export function Component() {
  return <HelpScreen backTo={useBackTarget('/')} />;
}
