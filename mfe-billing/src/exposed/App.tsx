// What the shell loads from mfe_billing ('./App'): the screen the shell asks for (src/screens.json
// declares them: pricing and the reports, under /dashboard).
import type { RemoteAppProps } from '@atelier/shell-contract';
import { ComingSoon } from '@atelier/ui-kit';
import { PLACEHOLDERS } from '../pages/screens';
import '../styles.css';

export default function App({ screen }: RemoteAppProps) {
  const placeholder = PLACEHOLDERS[screen];
  return placeholder ? <ComingSoon {...placeholder} /> : null;
}
