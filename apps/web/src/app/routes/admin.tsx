import { AdminPage } from '@/features/admin/components/admin-page.tsx';

export function AdminRoute() {
  return <AdminPage />;
}

export { AdminRoute as Component };
