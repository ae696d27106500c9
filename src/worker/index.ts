/**
 * The site's Worker (wrangler.jsonc): the static pages are served without it; it answers only its
 * own paths, takes deliveries off the queue, and runs the cron's round.
 */
import type { ExecutionContext, MessageBatch, ScheduledController } from '@cloudflare/workers-types/index.ts';
import { turnedAway } from './answers';
import { cronRound } from './cron';
import { backoffSeconds, deliverLead } from './deliver';
import type { Env } from './env';
import type { Delivery } from './lead';
import { leadsExport } from './leadsExport';
import { leadsCsvPath, riseformPath } from './paths';
import { receive } from './receive';

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === riseformPath) return request.method === 'POST' ? receive(request, env) : turnedAway(405, 'method', { Allow: 'POST' });
    if (pathname === leadsCsvPath)
      return request.method === 'GET' ? leadsExport(request, env) : turnedAway(405, 'method', { Allow: 'GET' });
    return env.ASSETS.fetch(request);
  },

  async queue(batch: MessageBatch<Delivery>, env: Env): Promise<void> {
    for (const message of batch.messages) {
      const outcome = await deliverLead(env, message.body.submissionId);
      if (outcome === 'done') message.ack();
      else message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  },

  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(cronRound(env, controller.scheduledTime));
  },
};
