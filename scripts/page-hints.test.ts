import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PATHS } from '../core/pages';
import type { FirstPaint } from '../core/page-hints';
import { FIRST_PAINT } from '../client/src/app/first-paint';
import { pageHints, type BuiltChunk } from './page-hints';

const src = (module: string) => `/app/client/src/${module}.tsx`;

/** The document as built: its entry, and the app's chunk it already preloads. */
const HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-Ab12cd34.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-Ef56gh78.js">
</head><body><div id="root"></div></body></html>`;

/**
 * A bundle as the build writes it: the entry, the auth page with a shared chunk, the session
 * check grouped into the API's chunk, the password dialog (which shares the form chunk) and the
 * locked preferences with their icon.
 */
const CHUNKS: BuiltChunk[] = [
  { fileName: 'assets/index-Ab12cd34.js', imports: ['assets/react-Ef56gh78.js'], moduleIds: [src('main')] },
  { fileName: 'assets/react-Ef56gh78.js', imports: [], moduleIds: ['/app/node_modules/react/index.js'] },
  {
    fileName: 'assets/api-Ij90kl12.js',
    imports: ['assets/schemas-Mn34op56.js'],
    moduleIds: ['/app/node_modules/zod/index.js', src('lib/session/session-check')],
  },
  { fileName: 'assets/schemas-Mn34op56.js', imports: [], moduleIds: ['/app/core/api/session.ts'] },
  {
    fileName: 'assets/auth-page-Qr78st90.js',
    imports: ['assets/index-Ab12cd34.js', 'assets/react-Ef56gh78.js', 'assets/form-Uv12wx34.js'],
    moduleIds: [src('features/auth/auth-page')],
  },
  { fileName: 'assets/form-Uv12wx34.js', imports: [], moduleIds: [src('components/busy-button')] },
  {
    fileName: 'assets/unlock-dialog-Cd34ef56.js',
    imports: ['assets/react-Ef56gh78.js', 'assets/form-Uv12wx34.js'],
    moduleIds: [src('features/auth/unlock-dialog')],
  },
  {
    fileName: 'assets/matches-page-Yz56ab78.js',
    imports: [],
    moduleIds: [src('features/matches/matches-page')],
  },
  {
    fileName: 'assets/locked-preferences-Gh12ij34.js',
    imports: ['assets/index-Ab12cd34.js', 'assets/react-Ef56gh78.js', 'assets/zap-Kl56mn78.js'],
    moduleIds: [src('features/preferences/locked-preferences')],
  },
  { fileName: 'assets/zap-Kl56mn78.js', imports: [], moduleIds: ['/app/node_modules/lucide-react/zap.mjs'] },
];

/** Each module the table names, resolved as the build resolves '@client/...'. */
const MODULE_IDS = new Map(
  [...FIRST_PAINT.signedIn, ...Object.values(FIRST_PAINT.pages).flat()].map((module) => [
    module,
    src(module.replace('@client/', '')),
  ]),
);

const SIGNED_IN_FIRST = [
  'assets/api-Ij90kl12.js',
  'assets/schemas-Mn34op56.js',
  'assets/unlock-dialog-Cd34ef56.js',
  'assets/form-Uv12wx34.js',
];

describe("the build's page hints", () => {
  const hints = pageHints(FIRST_PAINT, MODULE_IDS, CHUNKS, HTML);

  it('hints the chunks /auth waits for, with a session cookie or not, not those the document names', () => {
    const auth = ['assets/auth-page-Qr78st90.js', 'assets/form-Uv12wx34.js'];
    expect(hints['/auth']).toEqual({ anonymous: auth, signedIn: auth });
    expect(hints['/']).toBeUndefined();
  });

  it('hints the session check and the password dialog of every signed-in page, only with a session cookie', () => {
    expect(Object.keys(hints).sort()).toEqual(['/auth', ...SIGNED_IN_PATHS].sort());
    expect(hints['/matches']).toEqual({ anonymous: [], signedIn: SIGNED_IN_FIRST });
    expect(hints['/dashboard']).toEqual({ anonymous: [], signedIn: SIGNED_IN_FIRST });
  });

  it('hints what /preferences and /kinks draw locked behind the dialog, with its icon', () => {
    const locked = [...SIGNED_IN_FIRST, 'assets/locked-preferences-Gh12ij34.js', 'assets/zap-Kl56mn78.js'];
    expect(hints['/preferences']?.signedIn).toEqual(locked);
    expect(hints['/kinks']?.signedIn).toEqual(locked);
  });

  it('fails the build when a named module is in no chunk, instead of leaving its pages without hints', () => {
    const regrouped = CHUNKS.filter((chunk) => !chunk.moduleIds.includes(src('lib/session/session-check')));
    expect(() => pageHints(FIRST_PAINT, MODULE_IDS, regrouped, HTML)).toThrow(
      'page-hints: the build has no chunk for @client/lib/session/session-check',
    );
  });

  it('refuses hints for a page with parameters, which the server matches by exact path', () => {
    const withParameters: FirstPaint = {
      signedIn: [],
      pages: { resourceDetail: ['@client/features/auth/auth-page'] },
    };
    expect(() => pageHints(withParameters, MODULE_IDS, CHUNKS, HTML)).toThrow(
      '/resources/:kinkId has parameters',
    );
  });
});
