import { islandError } from './islandError';

/**
 * Interface words shared by every page: button labels, section headings that repeat on each
 * page of a kind, and accessible names. Page copy lives in the collections beside this file.
 */
export const ui = {
  requestDemo: 'Request a Demo',
  requestPricing: 'Request for Pricing',
  /** The link to the suite comparison, from the Pricing menus, the suite pages and the footer. */
  compareSuites: 'Compare all suites',
  applicationLogin: 'Application Login',
  viewMore: 'View More',
  skipToContent: 'Skip to content',
  /** The logo link's name: it starts with the word the logo shows (WCAG 2.5.3, Label in Name). */
  logoLink: '{name}, home',
  /** The social preview image's description; {name} is the company's name. */
  ogImageAlt: '{name}: cloud ERP for hospitality',
  nav: {
    label: 'Main',
    home: 'Home',
    products: 'Products',
    pricing: 'Pricing',
    about: 'About Us',
    blogs: 'Blogs',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    breadcrumb: 'Breadcrumb',
    productsPanel: 'All ten modules',
    pricingPanel: 'Seven suites, priced for how you operate',
  },
  module: {
    highlights: 'Highlights',
    features: 'Key Features',
    benefits: 'Benefits',
    faq: 'Frequently Asked Questions',
  },
  suite: {
    overview: 'Overview',
    modules: 'Modules Included',
  },
  caseStudy: {
    label: 'Case Study',
    overview: 'Overview',
    challenge: 'The Challenge',
    modules: 'Modules Included',
    role: 'Our Role',
    value: 'Value to the Client',
    conclusion: 'Conclusion',
    suite: 'Suite',
    /** The card of facts beside the overview, and its labels. */
    atAGlance: 'At a glance',
    client: 'Client',
    modulesUsed: 'Modules',
    /** {n} and {total} are filled in. */
    modulesCount: '{n} of {total}',
    result: 'Headline result',
  },
  footer: {
    getInTouch: 'GET IN TOUCH',
    social: 'Follow us',
    terms: 'Terms & Conditions',
    accessibility: 'Accessibility',
    mapTooltip: 'click on address to see in google map',
    newTab: '(opens in a new tab)',
    /** The footer's list of every module and suite page. */
    siteIndex: 'Site index',
    modules: 'Modules',
    suites: 'Suites',
    /** {year} is the build year, {name} the company's name. */
    copyright: '© {year} {name}. All rights reserved.',
  },
  contact: {
    email: 'E-mail',
    phone: 'Phone',
  },
  carousel: {
    pause: 'Pause rotation',
    play: 'Start rotation',
    /** Each slide's name; {n} and {total} are filled in. */
    slide: '{n} of {total}',
    /** Each indicator dot's name; {n} is filled in. */
    goTo: 'Show item {n}',
    goToPage: 'Show page {n}',
    logos: 'Client logos',
    testimonials: 'Client testimonials',
    stories: 'Client stories',
  },
  video: {
    /** The poster's play link; {title} is the video's title. */
    play: 'Play video: {title}',
  },
  contactForm: {
    name: 'Name',
    companyName: 'Company Name',
    role: 'Role / Designation',
    email: 'Email ID',
    phone: 'Phone Number',
    /** The phone boxes' visible labels, and the names assistive technology reads (which contain them). */
    phoneCode: 'Country code',
    phoneCodeName: 'Phone country code',
    phoneNumber: 'Number',
    phoneNumberName: 'Phone number',
    country: 'Country',
    countryPlaceholder: 'Select your country',
    /** Under the Country label: what choosing one does (and the line that keeps it level with Phone). */
    countryHint: 'Choosing one fills in the phone code.',
    address: 'Address',
    requirement: 'Requirement',
    requirementPlaceholder: 'Select what you need',
    message: 'Message',
    messageHint: 'Tell us about your properties, outlets and the modules you are considering (up to 5,000 characters).',
    optional: '(optional)',
    required: '(required)',
    subscribe: 'Keep me informed about product updates, webinars and offers.',
    policyBefore: 'I have read and agree to the',
    policyLink: 'privacy policy',
    honeypot: 'Leave this field empty',
    /** Shown with the e-mail and phone when a request did not go through. */
    reachUs: 'Or reach us directly:',
    /** Shown at the form, with the e-mail and phone, when its script could not load. */
    loadFailed: 'The form could not load, so nothing has been sent yet. Press Submit to try again, or reach us directly:',
    submit: 'Submit',
    sending: 'Sending…',
    summaryTitle: 'Please check your entries',
  },
  /** The Requirement list's options: the three things a visitor can ask for (spec section 3). */
  contactRequirements: ['Product Details or Demo', 'Product Pricing', 'Support or Training'],
  /** What the contact form says; the rules that choose a message are in src/lib/contact/validate.ts. */
  contactMessages: {
    /** The spec's error catalogue (section 8), word for word. */
    outcome: {
      consent: 'Please agree to the terms and conditions before submitting.',
      success: 'Your form has been submitted successfully.',
      failed: 'Failed to submit the form. Please try again.',
      error: 'An error occurred. Please try again.',
      /** No answer within the time limit: the lead may have arrived. {seconds}, {time} (when it was sent) and {email} (the visitor's) are filled in. */
      unanswered:
        'No answer came within {seconds} seconds of sending at {time}, so your request may already have reached us. Look for our reply at {email} before sending again; if none comes, press Submit: everything you typed is still here.',
      /** The page was reloaded or closed while sending: the lead may have arrived. {time} and {email} are filled in. */
      interrupted:
        'The page was reloaded while your request was being sent at {time}, so it may already have reached us. Look for our reply at {email} before sending again; if none comes, press Submit: everything you typed is still here.',
    },
    /** What each field says when its entry breaks a rule. */
    field: {
      name: 'Enter your name.',
      companyName: 'Enter your company name.',
      emailMissing: 'Enter your e-mail address.',
      emailInvalid: 'Enter an e-mail address like name@company.com.',
      phoneMissing: 'Enter your phone number.',
      phoneInvalid: 'Enter the phone number as digits only, with the country code in its own box.',
      /** {country}, {lengths}, {code} and {count} are filled in. */
      phoneLength: 'A phone number in {country} has {lengths} digits after +{code}; this one has {count}.',
      phoneCodeMissing: 'Enter your country code.',
      phoneCodeInvalid: 'Enter the country code as digits only, e.g. 91.',
      /** {code} is what was typed. */
      phoneCodeUnknown: 'No country uses the code +{code}. Enter your country code, e.g. 91.',
      country: 'Choose your country.',
      address: 'Enter your address.',
      requirement: 'Choose what you need from us.',
      /** {field} is the field's label, {max} its limit and {count} the length of the entry. */
      tooLong: '{field} can be at most {max} characters; this entry has {count}.',
      /** After the consent sentence; {boxes} names the boxes still unticked. */
      consentMissing: 'Tick {boxes}.',
      subscribeBox: 'the box for product updates',
      policyAgreeBox: 'the privacy policy box',
    },
  },
  error: islandError,
} as const;
