// mfe_studio's pages, by screen id (src/screens.json declares each screen's path and menu entry).
// Each page is its own chunk: opening the Playground does not download the canvas editor.
import { lazy } from 'react';

/** By screen id: exactly the ids of src/screens.json. */
export const PAGES = {
  generate: lazy(() => import('./GeneratePage')),
  inpaint: lazy(() => import('./InpaintPage')),
  outpaint: lazy(() => import('./OutpaintPage')),
  upscale: lazy(() => import('./UpscalePage')),
};
