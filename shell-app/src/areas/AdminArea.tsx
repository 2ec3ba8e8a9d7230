// /admin/dashboard, loaded on demand: the admin session guard around the admin layout.
import { RequireSession } from '../guards/RequireSession';
import { AdminLayout } from '../layouts/AdminLayout';

export function Component() {
  return (
    <RequireSession kind="admin">
      <AdminLayout />
    </RequireSession>
  );
}
