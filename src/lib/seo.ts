/** The document title: the page's own title, then the company name. */
export function documentTitle(pageTitle: string, siteName: string): string {
  return pageTitle.includes(siteName) ? pageTitle : `${pageTitle} | ${siteName}`;
}
