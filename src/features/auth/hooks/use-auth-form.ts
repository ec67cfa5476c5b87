import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, FieldMessage } from '../forms/auth-validation';

interface AuthFormOptions<Field extends string> {
  initial: Record<Field, string>;
  /** The fields in page order: the first invalid one gets the focus (found by its input's `name`). */
  fields: readonly Field[];
  validate: (values: Record<Field, string>) => FieldErrors<Field>;
  /**
   * Sends the form; reports its own failures (toasts), or answers the fields the server refused, which
   * are then shown like the form's own messages.
   */
  submit: (values: Record<Field, string>) => Promise<FieldErrors<Field> | void>;
}

export interface FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  message: FieldMessage | undefined;
}

/** State, validation, focus and the busy flag shared by the sign-in, sign-up and account forms. */
export function useAuthForm<Field extends string>({
  initial,
  fields,
  validate,
  submit,
}: AuthFormOptions<Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const setValue = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt the messages follow the typing, so a fix is seen at once.
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (focusFirstInvalid(form, found)) return;
    setBusy(true);
    try {
      const refused = await submit(values);
      if (refused) {
        setErrors(refused);
        focusFirstInvalid(form, refused);
      }
    } finally {
      setBusy(false);
    }
  };

  /** Focuses the first field with a message; says whether there was one. */
  function focusFirstInvalid(form: HTMLFormElement, found: FieldErrors<Field>): boolean {
    const firstInvalid = fields.find((field) => found[field]);
    if (!firstInvalid) return false;
    const input = form.elements.namedItem(firstInvalid);
    if (input instanceof HTMLInputElement) input.focus();
    return true;
  }

  const field = (name: Field): FieldBinding => ({
    value: values[name],
    onChange: (event) => setValue(name, event.target.value),
    message: errors[name],
  });

  return { busy, field, onSubmit };
}
