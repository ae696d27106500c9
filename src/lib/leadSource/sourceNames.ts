/**
 * Every source parameter, in the order the docs list them and the export's columns follow: read by
 * the endpoint and the leads export only. Its own module, since the spread would keep it in the
 * layout's script (a spread may run code), pushing that script past Astro's inline limit.
 */
import { CAMPAIGN_PARAMETERS, CLICK_IDS, SOURCE_PARAMETERS } from './names.ts';

export const sourceNames: readonly string[] = [
  SOURCE_PARAMETERS.formPage,
  SOURCE_PARAMETERS.fromPage,
  SOURCE_PARAMETERS.landingPage,
  SOURCE_PARAMETERS.referrerHost,
  ...CAMPAIGN_PARAMETERS,
  ...CLICK_IDS,
  SOURCE_PARAMETERS.visitSeconds,
];
