/** Where the local preview shows what the content says wrong (astro dev only). */
export const contentCheckPath = '/_content-check';
