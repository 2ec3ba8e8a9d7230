// Canvas zoom of the in-painting editor (spec §9: 0.33 to 3), for the buttons and Ctrl + wheel.
export const ZOOM_MIN = 0.33;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;
export const DEFAULT_CANVAS = { width: 512, height: 512 } as const;

export const clampZoom = (z: number): number => Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z)) * 100) / 100;

/** Ctrl + wheel: scrolling up (negative deltaY) zooms in by one step, down zooms out. */
export const wheelZoom = (z: number, deltaY: number): number => (deltaY === 0 ? z : clampZoom(z + (deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP)));

/** The zoom that makes a canvas of `width` fit `available` pixels, never above 1 (no upscaling by default). */
export const fitZoom = (width: number, available: number): number => (available > 0 && width > available ? clampZoom(available / width) : 1);
