import { fieldLimits, type LimitedField } from '../../lib/contact/limits';
import { fillTemplate } from '../../lib/fillTemplate';
import { ui } from '../content';

/** The page's message for a free-text field `count` characters long, past its limit. */
export const limitedField = (field: LimitedField, count: number): string =>
  fillTemplate(ui.contactMessages.field.tooLong, {
    field: ui.contactForm[field],
    max: fieldLimits[field].toLocaleString('en'),
    count: count.toLocaleString('en'),
  });
