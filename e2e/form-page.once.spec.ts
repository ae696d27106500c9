/**
 * The form page around the form, held to its content file. (Desktop only: that every page shows all its content at every width is
 * checked in every-page.once.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { section, visit } from './support/page';
import { company, formPage, testimonials, ui } from '../src/test/siteContent';

// The /form page as spec section 2 lays it out: headings, the form, testimonials, the FAQ,
// the Contact Us block and the footer image.
test.describe('form page', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/form');
  });

  test('has the spec’s headings in order, with the form under the first', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formPage.heading);
    await expect(page.getByRole('main')).toContainText(formPage.subheading);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([formPage.formHeading, formPage.testimonialsHeading, formPage.faqHeading, formPage.contactHeading]);
    const form = section(page, formPage.formHeading);
    await expect(form.getByRole('textbox', { name: ui.contactForm.name, exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: ui.contactForm.submit })).toBeVisible();
  });

  test('quotes every client, each with a heading and who they are', async ({ page }) => {
    const quotes = section(page, formPage.testimonialsHeading);
    await expect(quotes.locator('blockquote')).toHaveCount(testimonials.length);
    for (const figure of await quotes.getByRole('figure').all()) {
      await expect(figure.getByRole('heading', { level: 3 })).toHaveText(/\w/);
      await expect(figure.locator('figcaption')).toHaveText(/\w+.*,.*\w+/);
    }
  });

  test('asks its questions', async ({ page }) => {
    const faq = section(page, formPage.faqHeading);
    await expect(faq.locator('summary')).toHaveText(formPage.faq.map((item) => item.question));
  });

  test('Contact Us gives the e-mail, the phone and every office', async ({ page }) => {
    const contact = section(page, formPage.contactHeading);
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
    await expect(contact.getByRole('link', { name: /^\+?[\d\s()-]{7,}$/ })).toHaveAttribute('href', /^tel:\+?\d{7,}$/);
    await expect(contact.locator('address')).toHaveCount(company.offices.length);
    for (const office of company.offices) await expect(contact).toContainText(office.address.locality);
  });

  test('ends with the footer image above the shared footer', async ({ page }) => {
    const image = page.getByRole('main').getByRole('img').last();
    await expect(image).toHaveAccessibleName(/\w{4,}.*\w{4,}/);
    await expect(image).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
