/**
 * Builds the site with the normal production config into its own folder, so the benchmark never
 * touches dist/. Astro runs on the same Node binary as this script (the system one may be too old).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Runs `astro build --outDir outDir` in the project at `root`; throws with the log's tail on failure. */
export async function buildSite(outDir: string, root: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  const astroBin = join(dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs');
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--outDir', outDir], {
      cwd: root,
      // A local measurement build: placeholders are expected (src/integrations/deployGuard.ts).
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ALLOW_PLACEHOLDERS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    const tail = output.join('').split('\n').slice(-40).join('\n');
    throw new Error(`astro build exited with ${String(code)}:\n${tail}`);
  }
}
