import { ParentGateScreen } from '@/features/parent-gate/components/parent-gate-screen';
import {
  enableParentMode,
  selectParentMode,
  useParentModeStore,
} from '@/features/parent-mode/parent-mode-store';
import '../parent-mode-wiring';

export function Component() {
  const unlocked = useParentModeStore(selectParentMode);
  return <ParentGateScreen unlocked={unlocked} unlock={enableParentMode} />;
}
