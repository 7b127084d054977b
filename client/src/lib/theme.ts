import { LOCAL_KEYS } from './storage';

/** What the person chose on this device; 'system' stores nothing and follows the system's scheme. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The browser's bar colour per scheme: the brand rose in light, the dark page's own colour in dark. */
const THEME_COLOURS = { light: '#b8315a', dark: '#191118' } as const;

const listeners = new Set<() => void>();

export function readThemeChoice(): ThemeChoice {
  const stored = localStorage.getItem(LOCAL_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function systemIsDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

/** Puts the chosen (or the system's) scheme on <html> and the browser's bar; the inline script in index.html did it first. */
export function applyTheme(choice: ThemeChoice = readThemeChoice()): void {
  const dark = choice === 'dark' || (choice === 'system' && systemIsDark());
  document.documentElement.classList.toggle('dark', dark);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? THEME_COLOURS.dark : THEME_COLOURS.light);
}

export function setThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') localStorage.removeItem(LOCAL_KEYS.theme);
  else localStorage.setItem(LOCAL_KEYS.theme, choice);
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: told when the choice changes here or in another tab. */
export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the page in step while it is open: the system switching scheme (evening mode), and a
 * choice made in another tab. Returns the function that stops following.
 */
export function followTheme(): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const onSystemChange = () => applyTheme();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL_KEYS.theme && event.key !== null) return;
    applyTheme();
    for (const listener of listeners) listener();
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  applyTheme();
  return () => {
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
