/** Whether a value read from outside (YAML, JSON, a form post) is a plain object whose fields can be read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
