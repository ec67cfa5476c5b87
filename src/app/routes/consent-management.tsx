import { analytics } from '@/features/analytics/analytics';
import { ConsentManagementScreen } from '@/features/consent/components/consent-management-screen';
import {
  disableParentMode,
  selectParentMode,
  useParentModeStore,
} from '@/features/parent-mode/parent-mode-store';
import '../parent-mode-wiring';

const track = (name: string, properties?: Record<string, unknown>) => void analytics.track(name, properties);

export function Component() {
  const parentMode = useParentModeStore(selectParentMode);
  return <ConsentManagementScreen parentMode={parentMode} lock={disableParentMode} track={track} />;
}
