import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject, editCopy, type FileEdits } from './buildCopy';

/** The local preview (`astro dev`, what `npm run cms` starts) of a copy of the project, which a test may edit as the editor saves. */
export interface PreviewCopy {
  origin: string;
  /** Saves files in the copy, as the editor does in the folder the preview runs on. */
  save: (files: FileEdits) => void;
  stop: () => void;
}

/**
 * Starts the dev server on a copy of the project at `port`, beside any the developer runs (Astro's
 * --ignore-lock), and waits until it answers.
 */
export async function startPreviewCopy(port: number): Promise<PreviewCopy> {
  const folder = mkdtempSync(join(tmpdir(), 'site-preview-'));
  copyProject({}, folder);
  const server = spawn(
    'npx',
    ['astro', 'dev', '--config', 'astro.copy.config.mjs', '--host', '127.0.0.1', '--port', String(port), '--ignore-lock'],
    // Its own process group, so stopping it stops npx's child too.
    { cwd: folder, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_DEV_BACKGROUND: '0' }, stdio: 'ignore', detached: true },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    const answered = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (tries > 240 || server.exitCode !== null) {
      stop();
      throw new Error('The preview of the copy did not start.');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, save: (files) => editCopy(files, folder), stop };
}
