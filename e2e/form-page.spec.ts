import { expect, test } from '@playwright/test';
import { section, visit } from './support/page';

// The /form page as spec section 2 lays it out: headings, the form, testimonials, three FAQ,
// the Contact Us block and the footer image.
test.describe('form page', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/form');
  });

  test('has the spec’s headings in order, with the form under Add Your Information', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch with us');
    await expect(page.getByRole('main')).toContainText("Fill out the form below, and we'll get back to you shortly");
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Add Your Information', 'What our clients say ?', 'Frequently Asked Questions', 'Contact Us']);
    const form = section(page, 'Add Your Information');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  test('quotes three clients, each with a heading and who they are', async ({ page }) => {
    const testimonials = section(page, 'What our clients say ?');
    await expect(testimonials.locator('blockquote')).toHaveCount(3);
    for (const figure of await testimonials.getByRole('figure').all()) {
      await expect(figure.getByRole('heading', { level: 3 })).toHaveText(/\w/);
      await expect(figure.locator('figcaption')).toHaveText(/\w+.*,.*\w+/);
    }
  });

  test('answers three questions, one of them the 30 to 45 minute demo', async ({ page }) => {
    const faq = section(page, 'Frequently Asked Questions');
    await expect(faq.locator('summary')).toHaveCount(3);
    await expect(faq).toContainText(/30 to 45 minutes/);
  });

  test('Contact Us gives the e-mail, the phone and both offices', async ({ page }) => {
    const contact = section(page, 'Contact Us');
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
    await expect(contact.getByRole('link', { name: /^\+?[\d\s()-]{7,}$/ })).toHaveAttribute('href', /^tel:\+?\d{7,}$/);
    await expect(contact.locator('address')).toHaveCount(2);
    await expect(contact).toContainText('Noida');
    await expect(contact).toContainText('Houston');
  });

  test('ends with the footer image above the shared footer', async ({ page }) => {
    const image = page.getByRole('main').getByRole('img').last();
    await expect(image).toHaveAccessibleName(/\w{4,}.*\w{4,}/);
    await expect(image).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
