// What the shell loads from mfe_billing ('./App'): pricing and the reports, as routes relative to /dashboard.
import { ComingSoon } from '@atelier/ui-kit';
import { Route, Routes } from 'react-router-dom';
import { SCREENS } from '../pages/screens';
import '../styles.css';

export default function App() {
  return (
    <Routes>
      {SCREENS.map((s) => (
        <Route key={s.path} path={s.path} element={<ComingSoon title={s.title} subtitle={s.subtitle} what={s.what} />} />
      ))}
    </Routes>
  );
}
