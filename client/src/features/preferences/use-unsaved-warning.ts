import { useEffect } from 'react';

/**
 * Asks the browser to confirm a reload or tab close while some change is neither saved nor kept
 * on this device: only then would leaving lose it.
 */
export function useUnsavedWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
