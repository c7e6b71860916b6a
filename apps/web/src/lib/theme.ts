/**
 * The spec stores a theme preference that defaults to light, yet the product always renders dark.
 * The preference is kept (for a future light theme) but never applied.
 */
export const THEME_STORAGE_KEY = 'talanta-theme';
export type ThemePreference = 'light' | 'dark';

export function readThemePreference(): ThemePreference {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyForcedDarkTheme(root: HTMLElement = document.documentElement): void {
  root.classList.add('dark');
  root.dataset.theme = 'dark';
  root.style.colorScheme = 'dark';
}
