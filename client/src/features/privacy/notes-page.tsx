import { useEffect } from 'react';
import { NEUTRAL_TITLE } from '@client/lib/session/discreet-mode';

/**
 * Where discreet mode's quick hide leads: an empty notes screen with nothing of the app on it (no
 * header, no menu, no name). The keys are already gone, so going back asks for the password.
 */
export default function NotesPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = NEUTRAL_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <main className="min-h-dvh bg-white px-5 py-6 text-zinc-900">
      <h1 className="text-2xl font-semibold">{NEUTRAL_TITLE}</h1>
      <p className="mt-10 text-center text-sm text-zinc-500">No notes</p>
    </main>
  );
}
