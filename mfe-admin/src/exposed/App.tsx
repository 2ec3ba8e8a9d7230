// What the shell loads from mfe_admin ('./App'): the screen the shell asks for (src/screens.json
// declares them: every admin screen, under /admin/dashboard).
import type { RemoteAppProps } from '@atelier/shell-contract';
import { ComingSoon } from '@atelier/ui-kit';
import { PLACEHOLDERS } from '../pages/screens';
import { WelcomePage } from '../pages/WelcomePage';
import '../styles.css';

export default function App({ screen }: RemoteAppProps) {
  if (screen === 'home') return <WelcomePage />;
  const placeholder = PLACEHOLDERS[screen];
  return placeholder ? <ComingSoon {...placeholder} /> : null;
}
