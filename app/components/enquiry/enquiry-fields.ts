import { useCallback, useRef, useState } from "react";
import {
  type EnquiryField,
  type EnquiryIssue,
  type EnquiryValues,
  enquiryFields,
  validateEnquiry,
} from "../../../domain/enquiry.ts";

/** A field's error: one of spec §5's rules, or the API's own sentence ("server"). */
export type EnquiryFieldError = { type: EnquiryIssue; message?: undefined } | { type: "server"; message: string };
export type EnquiryFieldErrors = Partial<Record<EnquiryField, EnquiryFieldError>>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** What an uncontrolled text field of the form takes (`{...register("name")}`). */
export interface RegisteredField {
  name: EnquiryField;
  defaultValue: string;
  onChange: (event: React.ChangeEvent<FieldElement>) => void;
  ref: (element: FieldElement | null) => void;
}

export interface EnquiryFields {
  /** The values now (read in handlers; the text fields are uncontrolled, as the server rendered them). */
  values: () => EnquiryValues;
  /** The phone's value, which its field shows (it is controlled: the phone input formats as it goes). */
  phone: string;
  errors: EnquiryFieldErrors;
  register: (field: EnquiryField) => RegisteredField;
  /** A change the visitor made (the phone field's); `register`'s fields report theirs themselves. */
  change: (field: EnquiryField, value: string) => void;
  /** A value put in by the form itself (a restored draft): no change is reported. */
  setValue: (field: EnquiryField, value: string) => void;
  /** The phone field's input, for focusing it on an error. */
  phoneRef: (element: HTMLInputElement | null) => void;
  /** Checks every field as the API does; sends the checked values, or shows the errors and focuses the first. */
  submit: (send: (values: EnquiryValues) => Promise<void>) => Promise<void>;
  /** The API's error on a field, in the page's language. */
  setServerError: (field: EnquiryField, message: string, focus: boolean) => void;
  /** Back to `values`, with no errors, as if never sent. */
  reset: (values: EnquiryValues) => void;
}

/**
 * The enquiry form's state (docs/decisions/020-first-load.md: it replaced react-hook-form, 12 KB of the contact
 * page's scripts, of which the form used this much). Fields are checked by the API's own rules
 * (`validateEnquiry`) on the first send, then each as the visitor corrects it: no error for a field merely left
 * empty on the way. `onChange` hears every change the visitor makes.
 */
export function useEnquiryFields(
  initial: EnquiryValues,
  onChange: (field: EnquiryField, values: EnquiryValues) => void,
): EnquiryFields {
  const current = useRef<EnquiryValues>({ ...initial });
  const elements = useRef<Partial<Record<EnquiryField, FieldElement | null>>>({});
  const [phone, setPhone] = useState(initial.phone);
  const [errors, setErrors] = useState<EnquiryFieldErrors>({});
  const submitted = useRef(false);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  const store = useCallback((field: EnquiryField, value: string) => {
    current.current = { ...current.current, [field]: value };
    if (field === "phone") setPhone(value);
  }, []);

  const change = useCallback(
    (field: EnquiryField, value: string) => {
      // The phone field reports its value when it mounts: that is no change (and must not overwrite a draft
      // before the form has read it).
      if (value === current.current[field]) return;
      store(field, value);
      // After the first send, a corrected field is checked again at once (and only that field's error changes).
      if (submitted.current) {
        const result = validateEnquiry(current.current);
        const issue = result.success ? undefined : result.issues[field];
        setErrors(({ [field]: _corrected, ...others }) => (issue ? { ...others, [field]: { type: issue } } : others));
      }
      latestOnChange.current(field, current.current);
    },
    [store],
  );

  const setValue = useCallback(
    (field: EnquiryField, value: string) => {
      store(field, value);
      const element = elements.current[field];
      if (element && field !== "phone") element.value = value;
    },
    [store],
  );

  const register = (field: EnquiryField): RegisteredField => ({
    name: field,
    defaultValue: initial[field],
    onChange: (event) => change(field, event.target.value),
    ref: (element) => {
      elements.current[field] = element;
      // Typed into the server's field before the page hydrated: kept.
      if (element && element.value !== current.current[field]) store(field, element.value);
    },
  });

  const focus = (field: EnquiryField) => elements.current[field]?.focus();

  const submit = async (send: (values: EnquiryValues) => Promise<void>) => {
    submitted.current = true;
    const result = validateEnquiry(current.current);
    if (!result.success) {
      setErrors(Object.fromEntries(Object.entries(result.issues).map(([field, type]) => [field, { type }])));
      const first = enquiryFields.find((field) => result.issues[field]);
      if (first) focus(first);
      return;
    }
    setErrors({});
    await send(result.data);
  };

  const setServerError = (field: EnquiryField, message: string, shouldFocus: boolean) => {
    setErrors((before) => ({ ...before, [field]: { type: "server", message } }));
    if (shouldFocus) focus(field);
  };

  const reset = (values: EnquiryValues) => {
    for (const field of enquiryFields) setValue(field, values[field]);
    submitted.current = false;
    setErrors({});
  };

  return {
    values: () => current.current,
    phone,
    errors,
    register,
    change,
    setValue,
    phoneRef: (element) => {
      elements.current.phone = element;
    },
    submit,
    setServerError,
    reset,
  };
}
