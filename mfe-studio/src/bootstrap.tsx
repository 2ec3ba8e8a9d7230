// Standalone dev (npm run dev -w @atelier/mfe-studio): the remote inside a fake shell, one route per
// screen of its manifest.
import { mountStandalone } from '@atelier/webpack-config/dev-shell/StandaloneShell';
import App from './exposed/App';
import screens from './screens.json';

mountStandalone({ name: 'mfe_studio', App, screens });
