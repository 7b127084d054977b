/** What global setup hands to every e2e file through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's stdout and stderr. */
    serverLogPath: string;
    /** Where the server keeps its data, for tests that play an operator editing the database. */
    serverDatabase: { databaseUrl: string | undefined; dataDir: string };
  }
}

export {};
