import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { applyUserErrors } from './apply-user-errors';

type Form = { email: string; password: string };

const setup = () => {
  const setError = vi.fn();
  return { setError, typed: setError as unknown as UseFormSetError<Form> };
};

describe('applyUserErrors', () => {
  it('puts an error on its field and a field-less one on root.serverError', () => {
    const { setError, typed } = setup();
    const count = applyUserErrors(
      [
        { field: 'password', message: 'Too short' },
        { field: null, message: 'Login failed.' },
      ],
      typed,
      ['email', 'password'],
    );
    expect(count).toBe(2);
    expect(setError).toHaveBeenCalledWith('password', { type: 'server', message: 'Too short' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith(
      'root.serverError',
      { type: 'server', message: 'Login failed.' },
      { shouldFocus: false },
    );
  });

  it('sends a field the form does not have to root.serverError and keeps only the first error per place', () => {
    const { setError, typed } = setup();
    const count = applyUserErrors(
      [
        { field: 'token', message: 'Invalid link.' },
        { field: undefined, message: 'Second root error' },
        { field: 'email', message: 'Taken' },
        { field: 'email', message: 'Also bad' },
      ],
      typed,
      ['email', 'password'],
    );
    expect(count).toBe(2);
    expect(setError.mock.calls.map(([name, error]) => [name, (error as { message: string }).message])).toEqual([
      ['root.serverError', 'Invalid link.'],
      ['email', 'Taken'],
    ]);
  });

  it('does nothing without errors', () => {
    const { setError, typed } = setup();
    expect(applyUserErrors(null, typed, ['email'])).toBe(0);
    expect(applyUserErrors([], typed, ['email'])).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
