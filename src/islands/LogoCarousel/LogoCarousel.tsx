import type { ReactNode } from 'react';
import { Carousel } from '../Carousel/Carousel';
import type { CarouselLabels } from '../../lib/content/carouselLabels';
import { island } from '../IslandErrorBoundary/island';
import { rotation } from '../../lib/layout';
import { ClientLogo, type Client } from './ClientLogo';
import styles from './LogoCarousel.module.scss';

/** Logos shown at a time: the spec's six per page. */
export const LOGOS_PER_PAGE = 6;

interface Props {
  clients: Client[];
  labels: CarouselLabels;
}

/** The trusted-by strip: 30 logos in pages of six, a new page every 3 s, looping. */
function LogoCarousel({ clients, labels }: Props): ReactNode {
  const pages: Client[][] = [];
  for (let start = 0; start < clients.length; start += LOGOS_PER_PAGE) pages.push(clients.slice(start, start + LOGOS_PER_PAGE));

  return (
    <Carousel
      variant="logos"
      delay={rotation.logos}
      labels={labels}
      slides={pages.map((page) => (
        <ul className={styles['page']} key={page[0]?.name}>
          {page.map((client) => (
            <li key={client.name}>
              <ClientLogo {...client} />
            </li>
          ))}
        </ul>
      ))}
    />
  );
}

export default island(LogoCarousel);
