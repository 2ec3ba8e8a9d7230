// mfe_studio's screens, relative to /dashboard. Each is a placeholder until its feature lands.
import type { ReactNode } from 'react';

export interface Screen {
  path: string;
  title: string;
  subtitle: string;
  what: ReactNode;
}

export const SCREENS: Screen[] = [
  {
    path: 'image-generate',
    title: 'Playground',
    subtitle: 'Write something awesome and generate awesome images',
    what: 'Prompt, model, size and 1–3 images per request, with your generation history below.',
  },
  {
    path: 'image-inpaint',
    title: 'In Paint',
    subtitle: 'Paint over part of an image and describe what should appear there',
    what: 'A drawing canvas with erase-all, upload and undo, and results grouped by prompt.',
  },
  {
    path: 'image-outpaint',
    title: 'Out Paint',
    subtitle: 'Extend an image beyond its borders',
    what: 'Pick the sides (Left, Right, Top, Bottom) and how far to extend each.',
  },
  {
    path: 'image-up-scale',
    title: 'Up Scaling',
    subtitle: 'Enlarge and sharpen an image',
    what: 'Choose a model, a size and an upscaling method, then compare input and output.',
  },
];
