// Standalone dev (npm run dev -w @atelier/mfe-billing): the remote inside a fake shell.
import { mountStandalone } from '@atelier/webpack-config/dev-shell/StandaloneShell';
import App from './exposed/App';
import { SCREENS } from './pages/screens';

mountStandalone({ name: 'mfe_billing', App, area: 'user', links: SCREENS.map((s) => ({ to: `/dashboard/${s.path}`, label: s.title })) });
