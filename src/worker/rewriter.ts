/**
 * workerd's HTMLRewriter, typed as the part the Worker uses: its elements are workerd's, its
 * responses the standard Response the rest of the code uses (the root tsconfig has the browser's
 * globals, not workerd's).
 */
import type { Element } from '@cloudflare/workers-types/index.ts';

export type RewrittenElement = Element;

export interface Rewriter {
  on(selector: string, handlers: { element(element: Element): void }): Rewriter;
  transform(response: Response): Response;
}

declare const HTMLRewriter: new () => Rewriter;

export const rewriter = (): Rewriter => new HTMLRewriter();
