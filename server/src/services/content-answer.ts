import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { EncodedBodies } from './catalogue';

/**
 * One public answer as sent: its JSON, a strong ETag of it, and its compressed forms, each made
 * the first time a client asks for it (hundreds of small answers would slow the start otherwise).
 */
export class CachedAnswer {
  readonly etag: string;
  private readonly bodies: Partial<EncodedBodies>;

  constructor(value: unknown) {
    const identity = Buffer.from(JSON.stringify(value));
    this.bodies = { identity };
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  }

  body(encoding: keyof EncodedBodies): Buffer {
    const cached = this.bodies[encoding];
    if (cached) return cached;
    const identity = this.body('identity');
    const made =
      encoding === 'gzip'
        ? gzipSync(identity, { level: 9 })
        : brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    this.bodies[encoding] = made;
    return made;
  }
}
