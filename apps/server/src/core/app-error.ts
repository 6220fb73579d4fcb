/** The one error type services throw; http/error-handler.ts maps its code to a status. */
import { ERROR_CODES, type ErrorCode } from '@daybook/contracts';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: { path: string; message: string }[];

  /** `message` overrides the code's default text (spec §8 wording where one exists). */
  constructor(code: ErrorCode, message?: string, details?: { path: string; message: string }[]) {
    super(message ?? ERROR_CODES[code].message);
    this.code = code;
    this.details = details;
  }
}

/** A 400 for one request field: `path` names it as the request does ('staffId', 'additionalServices.2.room'). */
export function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path, message }]);
}
