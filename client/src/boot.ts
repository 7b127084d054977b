import './styles.css';
import { afterNextPaint } from './lib/after-paint';

/*
 * The page's entry: the stylesheet (inlined into index.html at build) and, once the document's
 * header bar has been painted, the app itself. Evaluating the app's code (React DOM and the rest)
 * and building its first tree is a long task on a phone (bench/README.md); begun before the first
 * frame, as a module script served from the cache or a fast line is, it would hold the bar back
 * until it was done. The app's chunks are fetched meanwhile:
 * index.html names them with <link rel="modulepreload"> (vite.config.ts, preloadApp).
 */
function startApp(): void {
  import('./main').catch((error: unknown) => {
    console.error('The app could not be loaded', error);
    // Neutral words: in discreet mode the tab must not show the app's name.
    const notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.textContent = 'This page could not load. Check your connection, then reload the page.';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'min-h-11 rounded-md bg-primary px-5 font-medium text-primary-foreground';
    reload.textContent = 'Reload';
    reload.addEventListener('click', () => window.location.reload());
    const box = document.createElement('div');
    box.className = 'flex flex-col items-center gap-4 p-6 text-center text-muted-foreground';
    box.append(notice, reload);
    document.getElementById('root')?.append(box);
  });
}

// A hidden tab paints no frames, so it would wait for its first one: the app starts at once there.
if (document.visibilityState === 'hidden') startApp();
else afterNextPaint(startApp);
