// Standalone dev (npm run dev -w @atelier/mfe-admin): the remote inside a fake shell.
import { mountStandalone } from '@atelier/webpack-config/dev-shell/StandaloneShell';
import App from './exposed/App';
import { SCREENS } from './pages/screens';

mountStandalone({
  name: 'mfe_admin',
  App,
  area: 'admin',
  links: [
    { to: '/admin/dashboard', label: 'Home' },
    ...SCREENS.filter((s) => !s.path.includes(':')).map((s) => ({ to: `/admin/dashboard/${s.path}`, label: s.title })),
  ],
});
