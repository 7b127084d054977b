import { useEffect, useState } from 'react';
import { toast } from '@client/lib/toast';
import { CONNECT_TEXT } from './connect-text';

/** The spec shows a check for 2 seconds after copying. */
export const COPIED_MS = 2000;

/** Copies text; `copied` names what was copied last, for COPIED_MS. A refusal says so in the spec's words. */
export function useClipboard() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (what: string, text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
      return true;
    } catch (error) {
      console.warn('Clipboard refused', error);
      toast({ title: 'Copy failed', description: CONNECT_TEXT.copyFailed, variant: 'destructive' });
      return false;
    }
  };
  return { copy, copied };
}
