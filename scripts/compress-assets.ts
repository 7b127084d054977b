import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Precompresses the built client so the server sends brotli or gzip without compressing per request. */
const dist = path.resolve('client/dist');
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json)$/;

let count = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files in client/dist`);
