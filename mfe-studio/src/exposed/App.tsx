// What the shell loads from mfe_studio ('./App'): the image tools, as routes relative to /dashboard.
import { FullScreenSpinner } from '@atelier/ui-kit';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SCREENS } from '../pages/screens';
import '../styles.css';

export default function App() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        {SCREENS.map(({ path, Page }) => (
          <Route key={path} path={`${path}/*`} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}
