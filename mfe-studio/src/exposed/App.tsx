// What the shell loads from mfe_studio ('./App'): the image tool the shell asks for (src/screens.json
// declares them, under /dashboard). The shell mounts each at `<path>/*`, so a page may route below it.
import type { RemoteAppProps } from '@atelier/shell-contract';
import { screensApp } from '@atelier/ui-kit';
import { PAGES } from '../pages/screens';
import '../styles.css';

export default screensApp<RemoteAppProps>(PAGES);
