// `npm run build:server` (part of `npm run build`): the server as plain JavaScript in dist-server/, so
// `npm start` runs Node alone — no TypeScript compiled at start, in the main thread or in any worker.
// ADR 040. Usage: node scripts/build-server.mjs [outdir]   (inside the repository: packages stay in
// node_modules, which Node finds by walking up from the built files)
//
// Layout of the build:
//   main.js, worker.js       what an operator runs (the server; the generation process, when it exists)
//   server/…/*-worker.js     worker-thread entries, at their source paths
//   drizzle/, package.json   the migrations and the version, carried with the code that expects them
//
// A bundle has one import.meta.url, its output file's. A module that finds a file relative to itself
// (a worker entry, the migrations, package.json) must still find it, so in each module
// `import.meta.url` becomes the URL the module would have if compiled alone to its source path in the
// build (server/db/migrate.ts → server/db/migrate.js). Relative paths then work as in the source:
// `./mp3-worker.js` beside the encoder pool, `../../drizzle` from server/db/.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(root, process.argv[2] ?? 'dist-server');

/** [source, output], both relative: to the repository and to the build. */
const entries = [
  ['server/main.ts', 'main.js'],
  ['server/worker.ts', 'worker.js'], // `npm run worker`, where it exists
  ['server/generation/encoder/mp3-worker.ts', 'server/generation/encoder/mp3-worker.js'],
  ['server/generation/narrator/espeak-worker.ts', 'server/generation/narrator/espeak-worker.js'],
].filter(([source]) => existsSync(path.join(root, source)));

const posix = (file) => file.split(path.sep).join('/');

/** Rewrites import.meta.url in every repository module bundled into `outFile` (see the header). */
function mirroredModuleUrls(outFile) {
  return {
    name: 'mirrored-module-urls',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        const relative = path.relative(root, file);
        if (relative.startsWith('..') || relative.startsWith('node_modules')) return undefined;
        const source = await readFile(file, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const mirrored = path.join(outDir, relative.replace(/\.ts$/, '.js'));
        let fromOutput = posix(path.relative(path.dirname(outFile), mirrored));
        if (!fromOutput.startsWith('.')) fromOutput = `./${fromOutput}`;
        const url = `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

function bundle([source, output]) {
  const outfile = path.join(outDir, output);
  return build({
    entryPoints: [path.join(root, source)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [mirroredModuleUrls(outfile)],
  });
}

async function copyAssets() {
  await cp(path.join(root, 'drizzle'), path.join(outDir, 'drizzle'), { recursive: true });
  const { name, version, type } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  await writeFile(path.join(outDir, 'package.json'), `${JSON.stringify({ name, version, type }, null, 2)}\n`);
}

const started = performance.now();
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await Promise.all([...entries.map(bundle), copyAssets()]);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const outputs = entries.map(([, output]) => output).join(', ');
console.info(`server built to ${posix(path.relative(root, outDir))}/ in ${seconds} s: ${outputs}`);
