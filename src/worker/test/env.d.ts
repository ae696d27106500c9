// What the tests' `env` from cloudflare:test holds: the Worker's own bindings and the migrations
// vitest.workers.config.ts passes in.
import type { D1Migration } from 'cloudflare:test';
import type { Env as WorkerEnv } from '../env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
