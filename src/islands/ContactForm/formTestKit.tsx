/** What the contact form's unit tests share: its props, its controls by name, a valid entry. */
import { ui } from '../../test/siteContent';
import { act, cleanup, fireEvent, render, screen, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { answerLeadSource, LEAD_SOURCE_EVENT } from '../../browser/leadSource/pageSource';
import { testCountries } from '../../test/contactForm';
import type { ContactFormProps } from './types';

// As ContactFormSection.astro passes them, with three countries instead of every one.
export const props: ContactFormProps = {
  endpoint: 'https://forms.example.com/riseform',
  postTo: '/riseform',
  sourceEvent: LEAD_SOURCE_EVENT,
  countries: testCountries,
  requirements: ui.contactRequirements,
  requireMarketingConsent: true,
  privacyPolicyUrl: 'https://www.example.com/privacy-policy',
  reachUs: { email: 'info@example.com', phone: '+1 202-555-0143', phoneHref: '+12025550143' },
  labels: { ...ui.contactForm, newTab: ui.footer.newTab },
  messages: ui.contactMessages,
};

export const field = (name: string | RegExp): HTMLInputElement => screen.getByRole('textbox', { name });
export const select = (name: string): HTMLSelectElement => screen.getByRole('combobox', { name });
export const submitButton = (): HTMLElement => screen.getByRole('button', { name: 'Submit' });
/** The text a control's aria-describedby points at: its hint and its error. */
export const descriptionOf = (control: HTMLElement): string =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

export function fillInValidly(): void {
  fireEvent.change(field('Name'), { target: { value: ' Asha Rao ' } });
  fireEvent.change(field('Company Name'), { target: { value: 'Lakeview Resort' } });
  fireEvent.change(field('Email ID'), { target: { value: 'asha@lakeview.example' } });
  fireEvent.change(select('Country'), { target: { value: 'India' } });
  fireEvent.change(field('Phone number'), { target: { value: '9876543210' } });
  fireEvent.change(field('Address'), { target: { value: '12 Lake Road, Udaipur' } });
  fireEvent.change(select('Requirement'), { target: { value: 'Product Pricing' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Keep me informed/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

/**
 * The form, rendered (into `options.container`, for a second tab), once the countries' phone rules
 * have loaded (they load after it wakes, and Submit and the phone box wait for them: the tests act
 * once they are there).
 */
export async function renderForm(element: ReactElement, options?: RenderOptions): Promise<RenderResult> {
  const result = render(element, options);
  await act(async () => {
    await import('../../lib/contact/phoneRules');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}

/** The endpoint as each test meets it: a fetch that answers 200 unless the test says otherwise. */
export const endpoint = { fetch: vi.fn<typeof fetch>() };

/** Puts the endpoint's stand-in in place before each test, and everything a test changed back after it. */
export function standInForEndpoint(): void {
  // The page's own script answers where a lead came from (BaseLayout.astro), as here.
  let stopAnswering = (): void => undefined;
  beforeEach(() => {
    stopAnswering = answerLeadSource(window);
    endpoint.fetch = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', endpoint.fetch);
  });
  afterEach(() => {
    stopAnswering();
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });
}
