/**
 * The dashboard's greeting: by name once unlocked; locked (the page a passer-by sees behind the
 * password dialog), it names nobody.
 */
export function welcomeTitle(displayName: string | undefined, unlocked: boolean): string {
  return unlocked && displayName ? `Welcome, ${displayName}` : 'Welcome back';
}
