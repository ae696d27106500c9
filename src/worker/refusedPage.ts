/**
 * The endpoint's page answers to a form posted without JavaScript, other than the thanks: the form
 * page itself (from the static assets), rewritten as it streams through, with every value the
 * visitor posted put back, each refusal beside its field (`aria-invalid`, `aria-describedby`) and
 * a summary at the top of the form. The island removes what was added here before it wakes
 * (src/lib/contact/serverAnswer.ts) and adopts the values as typed.
 */
import { textFields, type ContactForm, type TextField } from '../lib/contact/fields';
import { SUBMISSION_ID_PARAMETER } from '../lib/contact/queryNames';
import { REFUSAL_NODE, REFUSED_CONTROL } from '../lib/contact/refusalMarks';
import type { ContactErrors, ErrorKey } from '../lib/contact/validate';
import { formPath, riseformPath } from '../urls';
import { ui } from './content';
import type { Env } from './env';
import { attributeValue, escapeHtml, unescapeHtml } from './escape';
import { CONFIRMED_CODE } from './posted';
import { rewriter, type RewrittenElement } from './rewriter';

/** What the page says, besides the form as the visitor left it. */
export interface PageAnswer {
  /** The entry as posted; an empty form when the post was not read (over the limit). */
  entry?: ContactForm;
  /** Each refusal, by field (or `consent` for the two boxes). */
  errors?: ContactErrors;
  /** A word for the whole request (too many posts, not stored), shown where the summary goes. */
  notice?: string;
  /** Carried by the next post, so a corrected entry sent twice is stored once. */
  submissionId?: string;
  /** The code and country the visitor was asked about: the next Submit confirms them (posted.ts). */
  confirmedCode?: string;
}

const form = `form[action="${riseformPath}"]`;
const refusalId = (key: ErrorKey): string => `refusal-${key}`;
/** The control a refusal's link leads to: the consent refusal, the first box still unticked. */
const targetOf = (key: ErrorKey, entry: ContactForm | undefined): string =>
  key !== 'consent' ? key : entry?.policyAgree ? 'subscribe' : 'policyAgree';

/** The ids of the form's controls, by name, as the page has them: the summary's links lead to them. */
async function controlIds(page: Response): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  await rewriter()
    .on(`${form} [name]`, {
      element(control) {
        const name = control.getAttribute('name');
        const id = control.getAttribute('id');
        if (name !== null && id !== null && !ids.has(name)) ids.set(name, id);
      },
    })
    .transform(page)
    .arrayBuffer();
  return ids;
}

// A span: the phone boxes' labels sit in spans, where no paragraph may go (global.scss shows it as a block).
const message = (key: ErrorKey, text: string): string => `<span id="${refusalId(key)}" ${REFUSAL_NODE}>${escapeHtml(text)}</span>`;

function summary(answer: PageAnswer, ids: Map<string, string>): string {
  const items = Object.entries(answer.errors ?? {}).map(([key, text]) => {
    const id = ids.get(targetOf(key as ErrorKey, answer.entry));
    return `<li>${id === undefined ? escapeHtml(text) : `<a href="#${escapeHtml(id)}">${escapeHtml(text)}</a>`}</li>`;
  });
  const notice = answer.notice === undefined ? '' : `<p>${escapeHtml(answer.notice)}</p>`;
  const title = items.length > 0 ? `<h3 id="refusal-summary-title">${escapeHtml(ui.contactForm.summaryTitle)}</h3>` : '';
  const list = items.length > 0 ? `<ul>${items.join('')}</ul>` : '';
  // autofocus: without a script, the only way to take the reader straight to what went wrong.
  return `<div id="refusal-summary" ${REFUSAL_NODE} role="group" aria-labelledby="refusal-summary-title" tabindex="-1" autofocus>${title}${notice}${list}</div>`;
}

/** Marks a control refused: invalid, described by its message, its own description kept for the island to restore. */
function markRefused(control: RewrittenElement, key: ErrorKey): void {
  const own = control.getAttribute('aria-describedby') ?? '';
  control.setAttribute(REFUSED_CONTROL, own);
  control.setAttribute('aria-describedby', [own, refusalId(key)].filter(Boolean).join(' '));
  control.setAttribute('aria-invalid', 'true');
}

/** The form page with the answer written in, with this status; Cache-Control: no-store, since it holds what the visitor typed. */
export async function formPageAnswer(
  request: Request,
  env: Env,
  answer: PageAnswer,
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL(formPath, request.url)));
  if (!page.ok) return new Response(null, { status, headers });
  const ids = await controlIds(page.clone());
  const { entry, errors = {} } = answer;
  let rewriting = rewriter().on(form, {
    element(element) {
      element.prepend(summary(answer, ids), { html: true });
      const hidden = [
        answer.submissionId === undefined
          ? ''
          : `<input type="hidden" name="${SUBMISSION_ID_PARAMETER}" value="${escapeHtml(answer.submissionId)}">`,
        answer.confirmedCode === undefined
          ? ''
          : `<input type="hidden" name="${CONFIRMED_CODE}" value="${escapeHtml(answer.confirmedCode)}">`,
      ];
      element.append(hidden.join(''), { html: true });
    },
  });
  for (const field of textFields) {
    const value = entry?.[field] ?? '';
    rewriting = rewriting
      .on(`${form} input[name="${field}"]`, { element: (control) => void control.setAttribute('value', attributeValue(value)) })
      .on(`${form} textarea[name="${field}"]`, {
        // HTML drops a textarea's first line break, so one that starts the value is written twice.
        element: (control) => void control.setInnerContent(value.startsWith('\n') ? `\n${value}` : value),
      })
      .on(`${form} select[name="${field}"] option`, {
        element(option) {
          if (unescapeHtml(option.getAttribute('value') ?? '') === value) option.setAttribute('selected', '');
          else option.removeAttribute('selected');
        },
      });
  }
  for (const box of ['subscribe', 'policyAgree'] as const) {
    rewriting = rewriting.on(`${form} input[name="${box}"]`, {
      element(control) {
        if (entry?.[box]) control.setAttribute('checked', '');
        if (errors.consent !== undefined && !entry?.[box]) markRefused(control, 'consent');
      },
    });
  }
  for (const [key, text] of Object.entries(errors) as [ErrorKey, string][]) {
    if (key === 'consent') {
      // Under the two boxes, just above Submit.
      rewriting = rewriting.on(`${form} button[type="submit"]`, {
        element: (button) => void button.before(message(key, text), { html: true }),
      });
      continue;
    }
    const id = ids.get(key);
    rewriting = rewriting.on(`${form} [name="${key satisfies TextField}"]`, { element: (control) => markRefused(control, key) });
    // Under the field's label, before its hint and its box (as GOV.UK places an error message).
    if (id !== undefined)
      rewriting = rewriting.on(`${form} label[for="${id}"]`, { element: (label) => void label.after(message(key, text), { html: true }) });
  }
  const answered = new Headers(page.headers);
  for (const name of ['Content-Length', 'ETag', 'Last-Modified']) answered.delete(name);
  answered.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) answered.set(name, value);
  return new Response(rewriting.transform(page).body, { status, headers: answered });
}
