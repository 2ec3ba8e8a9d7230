// Standalone dev (npm run dev -w @atelier/mfe-auth): the remote inside the dev shell, one route per
// screen of its manifest (the public screens, and the account pages in the user and admin areas),
// signed out against the real API (proxied to a running `npm start`): signing in happens here.
import { mountStandalone } from '@atelier/webpack-config/dev-shell/StandaloneShell';
import App from './exposed/App';
import screens from './screens.json';

mountStandalone({ name: 'mfe_auth', App, screens, signedOut: true });
