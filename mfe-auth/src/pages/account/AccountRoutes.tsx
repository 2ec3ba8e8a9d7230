// The account pages of one area, as descendant routes relative to where the shell mounts them
// (/dashboard/account/* for users, /admin/dashboard/account/* for admins).
import { Navigate, Route, Routes } from 'react-router-dom';
import { accountBase, type AccountArea } from '../../features/account/account-api';
import { SettingsLayout } from '../../features/account/SettingsLayout';
import ChangePasswordPage from './ChangePasswordPage';
import LoginHistoryPage from './LoginHistoryPage';
import ProfilePage from './ProfilePage';

export default function AccountRoutes({ area }: { area: AccountArea }) {
  return (
    <Routes>
      <Route element={<SettingsLayout area={area} />}>
        <Route index element={<ProfilePage area={area} />} />
        <Route path="change-password" element={<ChangePasswordPage area={area} />} />
        <Route path="login-history" element={<LoginHistoryPage area={area} />} />
        <Route path="*" element={<Navigate to={accountBase(area)} replace />} />
      </Route>
    </Routes>
  );
}
