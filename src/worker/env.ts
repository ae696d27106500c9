/** What the Worker is given (wrangler.jsonc): its bindings, settings and secrets. */
import type { D1Database, Queue, RateLimit, SendEmail } from '@cloudflare/workers-types/index.ts';
import type { Delivery } from './lead';

export interface Env {
  /**
   * The static site (dist/), for every path but the Worker's own; typed as the part of workerd's
   * Fetcher used here, with the standard Request and Response the rest of the code uses.
   */
  ASSETS: { fetch(request: Request | string): Promise<Response> };
  /** The leads (src/worker/migrations). */
  DB: D1Database;
  /** Deliveries to sales, one message per lead. */
  DELIVERIES: Queue<Delivery>;
  /** The limit per sender. */
  SENDERS: RateLimit;
  /** The e-mail to sales. */
  MAILER: SendEmail;
  /** Days a lead is kept. */
  LEADS_RETENTION_DAYS: string;
  /** The sender of the e-mail to sales. */
  LEADS_MAIL_FROM: string;
  /**
   * Set on a pull request's preview (`wrangler versions upload --var LEADS_FLAG:preview`), which
   * shares the live database: its leads are stored with this flag, kept apart, never sent on.
   */
  LEADS_FLAG?: string;
  /** The CRM's webhook, if any (a secret). */
  LEADS_WEBHOOK_URL?: string;
  /** The webhook signature's key (a secret). */
  LEADS_WEBHOOK_SECRET?: string;
  /** The Zero Trust team's domain, for /leads.csv. */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience tag, for /leads.csv. */
  ACCESS_AUD?: string;
}
