import { useState } from "react";

/** Each field's message (none for a field that is fine). */
export type FieldErrors = Record<string, string | undefined>;

/**
 * A small form's typed values and its fields' messages, for forms that are not the admin's
 * content forms: `set(name)` is a text box's onChange, and typing clears that field's message.
 */
export function useFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof V & string) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors((er) => (er[name] ? { ...er, [name]: undefined } : er));
  };
  return { values, setValues, errors, setErrors, set };
}
