import http from 'node:http';

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A GET (or HEAD) over a real socket, on a connection of its own: `inject` hands requests to
 * Fastify directly, past the HTTP server and so past the front door (front-door.ts). The path is
 * sent as written (`//`, `;`, escapes) and any header may be set, Host included.
 */
export function httpGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<HttpAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const options = { hostname, port, path, method, headers, agent: false };
    const request = http.request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
