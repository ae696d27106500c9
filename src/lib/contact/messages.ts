import type { UiWords } from '../../schemas/ui';

/**
 * What the contact form says: the type of `contactMessages` in src/content/ui.yaml, inferred from
 * its schema (src/schemas/ui.ts documents each message). The words reach the island as props; only
 * the rules that pick one live in lib.
 */
export type ContactMessages = UiWords['contactMessages'];
