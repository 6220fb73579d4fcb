import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '@daybook/contracts';
import { ApiError } from '../../../lib/api-client';
import { serverFieldError } from './server-field-error';

const refused = (message: string) => new ApiError(400, 'Bad Request', message, 'VALIDATION');

describe('serverFieldError', () => {
  it('finds the field of the server’s own checks and of schema failures', () => {
    expect(serverFieldError(refused(CLIENT_MESSAGES.preferredStylist))).toEqual({
      field: 'preferredStylist',
      message: CLIENT_MESSAGES.preferredStylist,
    });
    expect(serverFieldError(refused('birthdate: Birthdate cannot be in the future.'))).toEqual({
      field: 'birthdate',
      message: 'Birthdate cannot be in the future.',
    });
  });

  it('leaves other failures to the form-wide message', () => {
    expect(serverFieldError(refused('mapping: Something else.'))).toBeNull();
    expect(serverFieldError(new ApiError(500, 'Internal Server Error', null, null))).toBeNull();
    expect(serverFieldError(new TypeError('Failed to fetch'))).toBeNull();
  });
});
