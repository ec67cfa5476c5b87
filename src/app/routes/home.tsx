import { HomeHeader } from '@/features/home/components/home-header';
import { HomeTiles } from '@/features/home/components/home-tiles';

export function Component() {
  return (
    <>
      <HomeHeader />
      <HomeTiles />
    </>
  );
}
