import { describe, expect, it } from 'vitest';
import { refuseBuild } from './refuseBuild';

describe('refuseBuild', () => {
  it('is an error that carries the message alone, with no stack trace to bury it', () => {
    const error = refuseBuild('Bring the page back and retire it instead.');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Bring the page back and retire it instead.');
    expect(error.stack).toBe('');
  });
});
