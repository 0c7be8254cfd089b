import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Form state checked with a shared contract schema: messages appear after the first submit, and a field's message
 * clears as soon as that field is edited (spec 4, profile and account forms).
 */
export function useZodForm<Field extends string, Out>(schema: z.ZodType<Out>, initial: Record<Field, string>) {
  const [values, setValues] = useState<Record<Field, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function setValue(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** The parsed values, or null after showing the first message of every invalid field. */
  function validate(): Out | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FieldErrors<Field> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as Field;
      next[field] ??= issue.message;
    }
    setErrors(next);
    return null;
  }

  /** Puts server-side field messages (`issues` of a 400) next to their fields. */
  function showErrors(fieldErrors: FieldErrors<Field>) {
    setErrors(fieldErrors);
  }

  /** `name`, `value`, `onChange` and `error` for a TextField. */
  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    };
  }

  return { values, setValues, errors, setValue, validate, showErrors, field, reset: () => (setValues(initial), setErrors({})) };
}
