// Setup files run before each test file, outside its isolated storage; applyD1Migrations applies
// only the migrations not yet applied, so running it again is harmless.
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
