/** Hosts that can never be the company's real site or form endpoint (RFC 2606/6761 names, loopback). */
export function isPlaceholderHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    /(^|\.)example\.(com|net|org)$/.test(host) ||
    /\.(example|test|invalid|localhost)$/.test(host) ||
    host === 'localhost' ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]'
  );
}

/** What a deploy build is about to ship, by the name docs/configuration.md gives it. */
export interface DeployTargets {
  /** `site.url` in src/site.config.ts. */
  siteUrl: string;
  /** The URL the contact form posts to (FORM_ENDPOINT, else the site's own /riseform, a path). */
  formEndpoint: string;
}

/** One sentence per placeholder a production build would ship; empty when there is none. */
export function placeholderProblems({ siteUrl, formEndpoint }: DeployTargets): string[] {
  const problems: string[] = [];
  if (isPlaceholderHost(new URL(siteUrl).hostname))
    problems.push(`site.url in src/site.config.ts is a placeholder (${siteUrl}): canonical URLs and the sitemap would point there.`);
  // A path is the site's own origin, which the line above judges.
  if (URL.canParse(formEndpoint) && isPlaceholderHost(new URL(formEndpoint).hostname))
    problems.push(
      `The contact form would post to a placeholder (${formEndpoint}), losing every lead: set FORM_ENDPOINT to the real endpoint, or leave it unset for the site's own /riseform.`,
    );
  return problems;
}
