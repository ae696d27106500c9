import type { ImageMetadata } from 'astro';
import type { SvgComponent } from 'astro/types';
import closingCta from '../../assets/art/closing-cta.svg';
import formFooter from '../../assets/art/form-footer.svg';
import laptop from '../../assets/art/laptop-dashboard.svg';
import storyAndroid from '../../assets/art/story-android.svg';
import storyDurgabari from '../../assets/art/story-durgabari.svg';
import storyIic from '../../assets/art/story-iic.svg';
import suiteOverview from '../../assets/art/suite-overview.svg';
import videoPoster from '../../assets/art/video-poster.svg';

/**
 * The site's artwork, one place to swap a placeholder for the vendor's own image.
 * Alternative texts live with the copy in src/content.
 *
 * Art on a page's first screen (the home laptop, a case study's header, a suite's overview) is
 * drawn into the page as an SVG component rather than fetched: a request for it went out beside
 * the font's on the slow first connection, and the page's largest paint waited for both
 * (Lighthouse mobile: home LCP 1.14 s → 0.99 s). So are the video poster and the form page's
 * footer art: a lazy image still loads with the page when it lies within 2,500 px of the first
 * screen on a slow connection (Chromium's margin; more on a slower one), and /form's LCP was
 * 1.13 s with its footer and portraits fetched. Ids carry a prefix so none collide on a page.
 */
export const art = { closingCta, formFooter, laptop, suiteOverview, videoPoster } satisfies Record<string, ImageMetadata>;

/** An SVG import: an image to fetch (`<Image>`, island props) or a drawing to put in the page. */
type Svg = SvgComponent & ImageMetadata;

/** Header images of the Real Stories cards, by case-study id. */
export const storyArt: Record<string, Svg> & { default: Svg } = {
  android: storyAndroid,
  durgabari: storyDurgabari,
  iic: storyIic,
  default: suiteOverview,
};
