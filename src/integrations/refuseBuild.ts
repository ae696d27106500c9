/**
 * The error that stops a build whose message says what to do, in the words of whoever edits the
 * content: without a stack trace, which would only bury it.
 */
export function refuseBuild(message: string): Error {
  const error = new Error(message);
  error.stack = '';
  return error;
}
