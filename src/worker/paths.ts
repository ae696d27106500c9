/** The Worker's own paths: wrangler.jsonc's `run_worker_first` lists them, so no page ever wakes it. */
import { riseformPath } from '../urls';

/** Where sales read their leads, behind Cloudflare Access. */
export const leadsCsvPath = '/leads.csv';

export const workerPaths: readonly string[] = [riseformPath, leadsCsvPath];

export { riseformPath };
