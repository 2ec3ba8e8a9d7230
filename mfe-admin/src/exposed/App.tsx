// What the shell loads from mfe_admin ('./App'): every admin screen, relative to /admin/dashboard.
import { ComingSoon } from '@atelier/ui-kit';
import { Route, Routes } from 'react-router-dom';
import { SCREENS } from '../pages/screens';
import { WelcomePage } from '../pages/WelcomePage';
import '../styles.css';

export default function App() {
  return (
    <Routes>
      <Route index element={<WelcomePage />} />
      {SCREENS.map((s) => (
        <Route key={s.path} path={s.path} element={<ComingSoon title={s.title} subtitle={s.subtitle} what={s.what} />} />
      ))}
    </Routes>
  );
}
