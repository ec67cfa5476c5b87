import { NotFoundPage } from '../not-found';

export function Component() {
  return <NotFoundPage />;
}
