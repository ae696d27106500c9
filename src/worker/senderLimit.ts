/**
 * The limit per sender, as wrangler.jsonc's `ratelimits` sets it (src/lib/deploy/wrangler.test.ts
 * holds the two together): the binding says only yes or no, so the wait a refused sender is told
 * is the whole period, the longest it can be.
 */
export const senderLimitPeriodSeconds = 60;
