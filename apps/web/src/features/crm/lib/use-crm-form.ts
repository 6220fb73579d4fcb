/**
 * The state every CRM add/edit form keeps (client, lead): values, field errors from the contracts
 * schema and from the server's last refusal, and the submit that checks before sending.
 */
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form-errors';
import { serverFieldError } from './server-field-error';

/** The part of a zod schema the form uses: a check whose failure lists issues by field path. */
export interface BodySchema {
  safeParse(
    body: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface CrmFormOptions<Values, Body> {
  initial: Values | (() => Values);
  /** The contracts schema the body must pass before it is sent. */
  schema: BodySchema;
  /** The body sent: the raw values, since the server applies the same schema ('' clears a field). */
  toBody: (values: Values) => Body;
  /** The last refused save; a field it names shows under that field, anything else above the form. */
  serverError: unknown;
  /** The text above the form when the server refuses for no field ('The client was not saved.'). */
  notSavedText: string;
  onSubmit: (body: Body) => void;
}

export interface CrmForm<Values> {
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  setValues: (update: (previous: Values) => Values) => void;
  /** The message to show under `field`: the form's own finding first, then the server's. */
  errorOf: (field: string) => string | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent) => void;
  /** True while the last submit left fields to correct. */
  hasErrors: boolean;
  /** The server's refusal when it names no field, else null. */
  otherServerError: string | null;
}

/** Form state for `CrmFormFrame`: checks the body with `schema` and calls `onSubmit` only when it passes. */
export function useCrmForm<Values, Body>({
  initial,
  schema,
  toBody,
  serverError,
  notSavedText,
  onSubmit,
}: CrmFormOptions<Values, Body>): CrmForm<Values> {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const fromServer = serverFieldError(serverError);
  const errorOf = (field: string) =>
    errors[field] ?? (fromServer?.field === field ? fromServer.message : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = toBody(values);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      // The missing-scope check reports on the whole body: it is about the location.
      if (found[''] !== undefined) found.establishmentId ??= found[''];
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    onSubmit(body);
  }

  return {
    values,
    set,
    setValues,
    errorOf,
    formRef,
    submit,
    hasErrors: Object.keys(errors).length > 0,
    otherServerError: serverError && !fromServer ? errorMessage(serverError, notSavedText) : null,
  };
}
