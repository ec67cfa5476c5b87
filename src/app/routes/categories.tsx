import { CategoriesScreen } from '@/features/categories/components/categories-screen';

export function Component() {
  return <CategoriesScreen />;
}
