// Theme: light, dark or system, persisted under spec §9's key and applied to <html>.
import { create } from 'zustand';

export type Theme = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'vite-ui-theme';

interface ThemeState {
  theme: Theme;
  /** What is actually shown: system resolved through prefers-color-scheme. */
  resolved: 'light' | 'dark';
  setTheme(t: Theme): void;
  /** Load the stored theme, or `fallback` (system for users, dark for the admin bootstrap). */
  init(fallback: Theme): void;
}

function systemTheme(): 'light' | 'dark' {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
function apply(resolved: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
function isTheme(v: unknown): v is Theme {
  return v === 'light' || v === 'dark' || v === 'system';
}

// init() may run more than once (the admin layout re-inits with its dark default); the OS
// listener must be attached only once.
let followingSystem = false;

export const useTheme = create<ThemeState>()((set, get) => ({
  theme: 'system',
  resolved: 'light',
  setTheme: (theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
    const resolved = theme === 'system' ? systemTheme() : theme;
    apply(resolved);
    set({ theme, resolved });
  },
  init: (fallback) => {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    const theme = isTheme(stored) ? stored : fallback;
    const resolved = theme === 'system' ? systemTheme() : theme;
    apply(resolved);
    set({ theme, resolved });
    if (!followingSystem && typeof matchMedia === 'function') {
      followingSystem = true;
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
        if (get().theme === 'system') get().setTheme('system');
      });
    }
  },
}));
