// mfe_studio's pages, by screen id (src/screens.json declares each screen's path and menu entry).
// The Playground, the studio's most opened screen, is in the App chunk itself, which the shell
// preloads with the remote's entry: it is drawn one download sooner than as a lazy chunk. The edit
// tools are chunks of their own: opening the Playground does not download the canvas editor.
import { lazy } from 'react';
import GeneratePage from './GeneratePage';

/** By screen id: exactly the ids of src/screens.json. */
export const PAGES = {
  generate: GeneratePage,
  inpaint: lazy(() => import('./InpaintPage')),
  outpaint: lazy(() => import('./OutpaintPage')),
  upscale: lazy(() => import('./UpscalePage')),
};
