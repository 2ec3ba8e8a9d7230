// /dashboard, loaded on demand (the landing page does not pay for the API client): the user
// session guard around the user layout.
import { RequireSession } from '../guards/RequireSession';
import { UserLayout } from '../layouts/UserLayout';

export function Component() {
  return (
    <RequireSession kind="user">
      <UserLayout />
    </RequireSession>
  );
}
