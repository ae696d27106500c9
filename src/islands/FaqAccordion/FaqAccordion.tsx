import { useState, type ReactNode } from 'react';
import type { FaqItem } from '../../lib/content/faqItems';
import { island } from '../IslandErrorBoundary/island';
import styles from './FaqAccordion.module.scss';

interface Props {
  items: FaqItem[];
}

/** FAQ items on native disclosure widgets: answers are in the HTML, each item opens on its own. */
function FaqAccordion({ items }: Props): ReactNode {
  const [open, setOpen] = useState<boolean[]>(() => items.map(() => false));
  const toggle = (index: number, next: boolean): void => setOpen((current) => current.map((value, i) => (i === index ? next : value)));

  return (
    <div className={styles['faq']}>
      {items.map((item, index) => (
        <details
          key={item.question}
          className={styles['item']}
          open={open[index]}
          onToggle={(event) => toggle(index, event.currentTarget.open)}
        >
          <summary className={styles['question']}>
            <span>{item.question}</span>
            <span className={styles['sign']} aria-hidden="true" />
          </summary>
          {/* Built from the site's own Markdown, which shows raw HTML as text (src/lib/markdown/markdown.ts). */}
          <div className={styles['answer']} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </div>
  );
}

export default island(FaqAccordion);
