// What the shell loads from mfe_billing ('./App'): the page of the screen the shell asks for
// (src/screens.json declares the screens, src/pages/screens.tsx draws them).
import type { RemoteAppProps } from '@atelier/shell-contract';
import { screensApp } from '@atelier/ui-kit';
import { PAGES } from '../pages/screens';
import '../styles.css';

export default screensApp<RemoteAppProps>(PAGES);
