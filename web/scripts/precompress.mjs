// Writes brotli (.br) and gzip (.gz) copies of the built text assets next to them, at the highest
// levels: done once per build, so the server sends the smallest files without compressing per request
// (@fastify/static's preCompressed option picks the copy the browser accepts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
// Below one network packet, compression saves nothing worth a second file.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const dist = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.info(`precompress: ${count} files in ${path.relative(process.cwd(), dist) || '.'} have .br and .gz copies`);
