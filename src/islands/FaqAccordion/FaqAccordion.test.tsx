// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FaqAccordion from './FaqAccordion';
import type { FaqItem } from '../../lib/content/faqItems';

// Shaped like the form page's FAQ (src/content/form-page.yaml), answers shortened.
const items: FaqItem[] = [
  { question: 'What does a demo include?', answerHtml: '<p>A product specialist walks you through the modules that matter to you.</p>' },
  { question: 'How long does a demo take?', answerHtml: '<p>Most demos last 30 to 45 minutes and run online.</p>' },
  { question: 'Can the demo be customized to our business?', answerHtml: '<p>Yes. Tell us your property type and number of outlets.</p>' },
];

/** The <details> element whose <summary> reads `question`. */
function itemOf(question: string): HTMLDetailsElement {
  const details = screen.getByText(question).closest('details');
  if (!details) throw new Error(`No disclosure for “${question}”`);
  return details;
}

/** Clicks a question's summary and waits for the toggle event (a queued task) to reach React. */
async function toggle(question: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByText(question));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(cleanup);

describe('FaqAccordion', () => {
  it('renders every question as a summary and every answer in the DOM, all closed', () => {
    render(<FaqAccordion items={items} />);

    expect(screen.getAllByRole('group')).toHaveLength(items.length);
    for (const { question, answerHtml } of items) {
      expect(screen.getByText(question).closest('summary')).not.toBeNull();
      expect(itemOf(question).innerHTML).toContain(answerHtml);
      expect(itemOf(question).open).toBe(false);
    }
  });

  it('opens and closes an item when its question is clicked', async () => {
    render(<FaqAccordion items={items} />);
    const question = 'How long does a demo take?';

    await toggle(question);
    expect(itemOf(question).open).toBe(true);

    await toggle(question);
    expect(itemOf(question).open).toBe(false);
  });

  it('keeps items independent: opening one leaves the others as they were', async () => {
    render(<FaqAccordion items={items} />);
    const [first, second, third] = items.map(({ question }) => question) as [string, string, string];

    await toggle(first);
    await toggle(third);
    expect([itemOf(first).open, itemOf(second).open, itemOf(third).open]).toEqual([true, false, true]);

    await toggle(first);
    expect([itemOf(first).open, itemOf(second).open, itemOf(third).open]).toEqual([false, false, true]);
  });
});
