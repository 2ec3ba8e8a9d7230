// What the shell loads from mfe_feeds ('./App'): the screen the shell asks for (src/screens.json
// declares them: home and the feeds, under /dashboard).
import type { RemoteAppProps } from '@atelier/shell-contract';
import { ComingSoon } from '@atelier/ui-kit';
import { HomePage } from '../pages/HomePage';
import { PLACEHOLDERS } from '../pages/screens';
import '../styles.css';

export default function App({ screen }: RemoteAppProps) {
  if (screen === 'home') return <HomePage />;
  const placeholder = PLACEHOLDERS[screen];
  return placeholder ? <ComingSoon {...placeholder} /> : null;
}
