import { z } from 'astro/zod';
import { keptMentions } from './mentions.ts';
import { takes } from './placeholders.ts';
import { template } from './template.ts';

/** A label, heading or sentence of the interface. */
const words = z.string().min(1);
/** Words whose key does not read as their name in the editor: the label it shows, and its hint. */
const named = (label: string, hint: string) => words.meta({ label }).describe(hint);

/**
 * The interface words every page shares (src/content/ui.yaml): button labels, headings that repeat
 * on each page of a kind, accessible names and the contact form's messages. Page copy is in the
 * other collections.
 */
export const uiSchema = z
  .object({
    requestDemo: words.describe('The demo button in the header, the menus, banners and cards.'),
    requestPricing: words.describe('The pricing button of the Pricing menu, suite pages and the comparison.'),
    compareSuites: words.describe('The link to the suite comparison, from the Pricing menus, the suite pages and the footer.'),
    applicationLogin: words.describe("The link to the application's sign-in page."),
    viewMore: words.describe('The link on each card that leads to its page.'),
    skipToContent: words.describe('The first link of every page, for keyboard users: it jumps past the header.'),
    logoLink: template(['name']).describe(
      "The logo link's name for screen readers; {name} is the company's name. Start with it: the name must begin with the word the logo shows.",
    ),
    socialCard: z
      .object({
        screen: template(['page', 'title', 'module', 'screen']).describe(
          "A module's or suite's card with a drawn screen: {page} is the page's name, {title} the card's title, {module} the module whose screen it shows, {screen} the screen's title bar.",
        ),
        features: template(['page', 'title', 'module', 'features']).describe(
          "A module's card with its window of features (no screen drawn): {features} lists them.",
        ),
        picture: template(['page', 'title', 'alt']).describe(
          "A card with an uploaded screenshot or photo: {alt} is the picture's own alt text.",
        ),
        results: template(['page', 'title', 'results']).describe("A case study's card with its result figures: {results} lists them."),
        modules: template(['page', 'title', 'count', 'modules']).describe(
          "The home page's card with every module: {count} and {modules} name them.",
        ),
        brand: template(['page', 'title', 'company']).describe("A plain card with the company's logo: {company} is the company's name."),
      })
      .meta({ label: 'Link preview pictures' })
      .describe(
        "What each page's picture in a shared link's preview shows, read to people who cannot see it. {page} is the page's name (the company's on the home, form and other single pages) and {title} the title the card shows.",
      ),
    nav: z
      .object({
        label: words.describe("The main navigation's name for screen readers."),
        home: words,
        products: words,
        pricing: words,
        about: words,
        blogs: words,
        openMenu: words.describe("The phone menu button's name."),
        closeMenu: words,
        menuTitle: words.describe("The side menu's title."),
        breadcrumb: words.describe("The breadcrumb trail's name for screen readers."),
        productsPanel: takes(['modules', 'Modules']).describe(
          'The Products dropdown\'s heading. {modules} is how many modules the site has, in words ("ten"), and {Modules} the same with a capital.',
        ),
        pricingPanel: takes(['suites', 'Suites']).describe(
          'The Pricing dropdown\'s heading. {suites} is how many suites the site has, in words ("seven"), and {Suites} the same with a capital.',
        ),
      })
      .meta({ label: 'Menus' })
      .describe('The header, its dropdowns and the side menu.'),
    module: z
      .object({
        highlights: words,
        features: words,
        benefits: words,
        faq: words,
        before: words.describe("Beside a benefit's figure before the module (its proof's Was), in the benefit's picture."),
        now: words.describe("Beside a benefit's figure with the module (its proof's Value), in the benefit's picture."),
      })
      .describe("The section headings of every module's page, and the words beside each benefit's figures."),
    suite: z.object({ overview: words, modules: words }).describe("The section headings of every suite's page."),
    customerStories: words.describe(
      'The heading of the case studies shown on a module’s or a suite’s page: the stories of clients who use it.',
    ),
    caseStudy: z
      .object({
        label: words.describe("The small line above a case study's heading."),
        overview: words,
        challenge: words,
        modules: words,
        role: words,
        value: words,
        conclusion: words,
        suite: words,
        atAGlance: words.describe('The card of facts beside the overview.'),
        client: words,
        modulesUsed: words,
        modulesCount: template(['n', 'total']).describe('How many modules the client uses; {n} and {total} are filled in.'),
        result: words,
        results: words.describe("The name, for screen readers, of the row of figures under a case study's title."),
      })
      .describe("The section headings and the facts card of every case study's page."),
    footer: z
      .object({
        getInTouch: words,
        social: words.describe('The name of the list of social profiles.'),
        terms: words,
        accessibility: words.describe('The link to the accessibility statement.'),
        mapTooltip: words.describe("The office address links' tooltip."),
        newTab: words.describe('Added to the name of every link that opens a new tab.'),
        siteIndex: words.describe("The footer's list of every module and suite page."),
        modules: words,
        suites: words,
        copyright: template(['year', 'name']).describe("{year} is the build's year, {name} the company's name."),
      })
      .describe('The footer of every page.'),
    contact: z.object({ email: words, phone: words }).describe('Labels of the e-mail and phone wherever they are shown.'),
    carousel: z
      .object({
        pause: words,
        play: words,
        slide: template(['n', 'total']).describe("Each slide's name for screen readers; {n} and {total} are filled in."),
        goTo: template(['n']).describe("Each indicator dot's name; {n} is filled in."),
        goToPage: template(['n']).describe("Each page dot's name of a carousel that moves by pages; {n} is filled in."),
        logos: words,
        testimonials: words,
        stories: words,
      })
      .describe("The carousels' controls and names."),
    video: z
      .object({ play: template(['title']).describe("The poster's play link; {title} is the video's title.") })
      .describe('The product video on the home page.'),
    contactForm: z
      .object({
        name: words,
        companyName: words,
        role: words,
        email: words,
        phone: words,
        phoneCode: words.describe("The country code box's visible label."),
        phoneCodeName: named(
          'Phone code, for screen readers',
          "The country code box's name for screen readers: it must contain the visible label.",
        ),
        phoneNumber: words.describe("The number box's visible label."),
        phoneNumberName: named(
          'Phone number, for screen readers',
          "The number box's name for screen readers: it must contain the visible label.",
        ),
        country: words,
        countryPlaceholder: words,
        countryHint: words.describe('Under the Country label: what choosing one does.'),
        address: words,
        requirement: words,
        requirementPlaceholder: words,
        message: words,
        messageHint: words,
        optional: words.describe('After the label of a field that may stay empty.'),
        required: words.describe('After a consent box that must be ticked.'),
        subscribe: words.describe('The product updates box.'),
        policyBefore: named('Privacy policy box', 'The words of the privacy policy box, before the link.'),
        policyLink: words.describe('The link to the privacy policy.'),
        honeypot: named('Hidden trap for robots', 'A trap for robots, hidden from people; read only by a screen reader that strays there.'),
        reachUs: words.describe('Shown with the e-mail and phone when a request did not go through.'),
        noscript: named(
          'Without JavaScript, beside Submit',
          'Beside Submit when JavaScript is off (the form then sends as a plain page), before the e-mail and phone.',
        ),
        loadFailed: words.describe("Shown at the form, with the e-mail and phone, when the form's script could not load."),
        submit: words,
        sending: words,
        summaryTitle: words.describe('The heading of the list of problems shown when Submit finds any.'),
      })
      .describe("The contact form's labels and hints."),
    contactRequirements: z
      .array(words)
      .min(1)
      .meta({ label: 'What a visitor can ask for' })
      .describe("The options of the contact form's Requirement list."),
    contactMessages: z
      .object({
        outcome: z
          .object({
            consent: words,
            success: words,
            failed: words,
            error: words,
            unanswered: template(['seconds', 'time', 'email']).describe(
              "No answer within the time limit, so the request may have arrived; {seconds}, {time} (when it was sent) and {email} (the visitor's) are filled in.",
            ),
            interrupted: template(['time', 'email']).describe(
              'The page was reloaded while sending, so the request may have arrived; {time} and {email} are filled in.',
            ),
            left: template(['time', 'email']).describe(
              'The visitor went Back or to another page while sending and came back, so the request may have arrived; {time} and {email} are filled in.',
            ),
            lost: template(['time', 'email']).describe(
              'The request left but no answer could be read (the connection broke, or the answer was hidden from the page), so it may have arrived; {time} and {email} are filled in.',
            ),
            refused: template(['fields']).describe(
              "The form service refused the entry and named what it refused; {fields} lists those fields' names.",
            ),
            sendingElsewhere: template(['time']).describe(
              'Shown in a second tab holding the same entry while the first tab sends it (Submit there sends nothing); {time} is when it went out.',
            ),
            tooMany: template(['seconds']).describe(
              'The endpoint turned the request away because too many came from the same connection just now; {seconds} is how long to wait.',
            ),
            sentElsewhere: template(['time']).describe(
              'Shown in a second tab holding the same entry once the first tab has sent it (Submit there sends nothing until the entry is changed); {time} is when.',
            ),
            stoppedElsewhere: template(['time', 'email']).describe(
              'Shown in a second tab holding the same entry when the first tab went away (closed or reloaded) while sending it, with no answer, so it may have arrived (Submit there sends it again); {time} and {email} are filled in.',
            ),
          })
          .describe('What the form says happened to a request, then the two cases where it cannot know.'),
        field: z
          .object({
            name: words,
            companyName: words,
            emailMissing: words,
            emailInvalid: words,
            phoneMissing: words,
            phoneInvalid: words,
            phoneLength: template(['country', 'lengths', 'code', 'count']).describe(
              'A number too long or short for its country: {country}, {lengths} (the lengths it allows), {code} (its calling code) and {count} (the digits typed) are filled in.',
            ),
            phoneCodeMissing: words,
            phoneCodeInvalid: words,
            phoneCodeUnknown: template(['code']).describe('{code} is what was typed.'),
            phoneCodeMismatch: template(['code', 'owner', 'country']).describe(
              'The country code is not the chosen country’s: {code} is the code, {owner} the country it belongs to, {country} the country chosen. Pressing Submit again sends it as it is.',
            ),
            refusedByEndpoint: template(['reason']).describe('Beside a field the form service refused; {reason} is what the service said.'),
            country: words,
            address: words,
            requirement: words,
            tooLong: template(['field', 'max', 'count']).describe(
              "{field} is the field's label, {max} its limit and {count} the length of the entry.",
            ),
            tooLongBeyond: template(['field', 'max', 'count']).describe(
              "An entry longer than twice the limit, in a script the form counts only so far: {field} is the field's label, {max} its limit and {count} how far it was counted (twice the limit).",
            ),
            consentMissing: template(['boxes']).describe('After the consent sentence; {boxes} names the boxes still unticked.'),
            subscribeBox: named('Product updates box, as named there', 'How the consent message names the product updates box.'),
            policyAgreeBox: named('Privacy policy box, as named there', 'How the consent message names the privacy policy box.'),
          })
          .describe('What each field says when what was typed in it cannot be sent.'),
      })
      .describe('What the contact form says.'),
    leadMail: z
      .object({
        subject: template(['requirement', 'name', 'companyName']).describe(
          'The subject of the e-mail sales get for each lead; the site fills in what the visitor asked for, their name and their company.',
        ),
        source: words.describe('Over the lines that say where the lead came from (its first page, campaign and so on).'),
        received: template(['time', 'id']).describe(
          'The last line: {time} is when the lead arrived (UTC); the code after it tells this lead from any other.',
        ),
      })
      .describe('The e-mail sales get for each lead; its other lines are the form’s labels and what the visitor typed.'),
    keptMentions,
  })
  .meta({ label: 'Buttons, menus, headings and messages' })
  .describe('The words every page shares: buttons, menus, section headings, screen reader names and the contact form.');

export type UiWords = z.infer<typeof uiSchema>;
