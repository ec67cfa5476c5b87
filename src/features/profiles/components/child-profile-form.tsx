import { useNavigate } from 'react-router-dom';
import type { Child } from '@/contract/child';
import { Card } from '@/ui/card';
import { ChildProfileEditor } from './child-profile-editor';

interface ChildProfileFormProps {
  parentId: string;
  /** The profile being edited; none for a new one. */
  child?: Child;
}

/** /child-profile/new and /child-profile/{id}/edit (P§2): create, edit or delete a kid profile. */
export function ChildProfileForm({ parentId, child }: ChildProfileFormProps) {
  const navigate = useNavigate();
  return (
    <Card className="mt-4">
      <ChildProfileEditor
        parentId={parentId}
        child={child}
        onSaved={(saved) => navigate(`/child-profile/${encodeURIComponent(saved.id)}`)}
        onCancel={() => navigate(child ? `/child-profile/${encodeURIComponent(child.id)}` : '/settings')}
        {...(child && { onDeleted: () => navigate('/settings', { replace: true }) })}
      />
    </Card>
  );
}
