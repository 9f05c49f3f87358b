import { HomePageEditor } from '@/features/admin-home-page/components/home-page-editor';

export function Component() {
  return <HomePageEditor />;
}
