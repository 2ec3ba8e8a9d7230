// mfe_studio's screens, relative to /dashboard (the shell mounts the remote over these paths).
// Each page is its own chunk: opening the Playground does not download the canvas editor.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Screen {
  path: string;
  title: string;
  Page: LazyExoticComponent<ComponentType>;
}

export const SCREENS: Screen[] = [
  { path: 'image-generate', title: 'Playground', Page: lazy(() => import('./GeneratePage')) },
  { path: 'image-inpaint', title: 'In Paint', Page: lazy(() => import('./InpaintPage')) },
  { path: 'image-outpaint', title: 'Out Paint', Page: lazy(() => import('./OutpaintPage')) },
  { path: 'image-up-scale', title: 'Up Scaling', Page: lazy(() => import('./UpscalePage')) },
];
