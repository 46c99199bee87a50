import { clsx } from "clsx";
import { type Ref, useEffect, useLayoutEffect, useRef, useState } from "react";
import { type CountryIso2, usePhoneInput } from "react-international-phone";
import { toLatinDigits } from "../../../domain/digits.ts";
import { CountryPicker } from "./country-picker.tsx";
import { defaultPhoneCountry, dialCodeProgress, examplePhone, tidyNationalInput } from "./phone-countries.ts";

export interface PhoneFieldProps {
  id: string;
  name: string;
  /** International form with its plus ("+966501234567"), or "" while no number is typed. */
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  inputClassName: string;
  /** The country the field starts on (a restored draft's); Saudi Arabia otherwise. */
  defaultCountry?: CountryIso2;
  /** Every change of country, picked from the list or guessed from a pasted number. */
  onCountryChange?: (iso2: CountryIso2) => void;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * Phone number with its country (spec §5): Saudi Arabia first, the country code shown beside the
 * number and changed through the country list, or by typing or pasting "+" and a country code; at
 * most 15 digits in all. Numbers read left to
 * right in both languages. react-international-phone formats the number; its own flags come from a
 * public CDN, so the country list is ours.
 */
export function PhoneField({
  id,
  name,
  value,
  onChange,
  inputRef,
  invalid,
  describedBy,
  disabled,
  inputClassName,
  defaultCountry = defaultPhoneCountry,
  onCountryChange,
}: PhoneFieldProps) {
  // Set once this field's own mount effect has run (below).
  const mounted = useRef(false);
  // Inside this field's handlers: what the phone input reports then is the visitor's change.
  const handling = useRef(false);
  const phone = usePhoneInput({
    defaultCountry,
    value,
    disableDialCodeAndPrefix: true,
    // Lengths differ within a country; the 15-digit limit below is the only one.
    allowMaskOverflow: true,
    onChange: (data) => {
      // As it mounts, the phone input reports its starting value ("+966", an empty field) from an effect. A number
      // typed before the form's code came was stored just before (the layout effect below), as was one typed as the
      // form hydrated (docs/decisions/013-lead-forms-in-the-browser.md: an input event that React handled after the
      // commit, flushing the mount effects as it finished): that report would replace it with nothing, and the field
      // would go on showing the number the form no longer had.
      if (!mounted.current && !handling.current) return;
      onCountryChange?.(data.country.iso2);
      onChange(data.phone === `+${data.country.dialCode}` ? "" : data.phone);
    },
  });

  // "+" and the first digits of a country code, typed one by one: shown as typed until they make a
  // whole code, then handed to the phone input like a pasted number, which picks that country.
  const [dialing, setDialing] = useState<string | null>(null);

  const onInput = (event: React.ChangeEvent<HTMLInputElement>) => {
    handling.current = true;
    try {
      takeInput(event);
    } finally {
      handling.current = false;
    }
  };

  const takeInput = (event: React.ChangeEvent<HTMLInputElement>) => {
    const tidied = tidyNationalInput(event.target.value, phone.country);
    // Refused (too many digits): React puts the previous value back.
    if (tidied === null) return;
    const international = tidied.trimStart().startsWith("+");
    const progress = international ? dialCodeProgress(tidied) : null;
    // No country has that code: refused like a 16th digit.
    if (progress === "none") return;
    if (progress === "partial") {
      setDialing(tidied.trim());
      // The number typed before is replaced, as in any text field.
      if (value !== "") onChange("");
      return;
    }
    setDialing(null);
    event.target.value = tidied;
    // The phone input refuses a typed character that is not a Latin digit (the key's own `data`): a key of an
    // Arabic keyboard is handed on as the Latin digit the text now holds (domain/digits.ts).
    // Several characters at once (a keyboard's suggestion, an IME's commit) are read like a paste, which the phone
    // input tidies, rather than refused as one key that is not a digit.
    const { inputType, data } = event.nativeEvent as InputEvent;
    const several = inputType === "insertText" && typeof data === "string" && [...data].length > 1;
    const typed = {
      target: event.target,
      currentTarget: event.currentTarget,
      nativeEvent: {
        inputType: several ? "insertFromPaste" : inputType,
        data: typeof data === "string" ? toLatinDigits(data) : data,
      },
      preventDefault: () => event.preventDefault(),
    };
    phone.handlePhoneValueChange(typed as unknown as React.ChangeEvent<HTMLInputElement>);
  };

  // Typed into the server's field before the form's code arrived (the contact page loads it on intent; the Register
  // Interest dialog copies it into the field it draws: interest-dialog.tsx): React keeps that text on screen when it
  // hydrates, but not in this controlled field's state, and would put the empty value back on the next render. It is
  // taken as if pasted, so it is formatted, checked and sent. In a layout effect, in the same task as the commit: no key
  // can come between. The phone input puts the caret at the start of its empty value as it mounts (a microtask queued
  // while rendering); from a passive effect, a task later, a key typed meanwhile landed in front of the number.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field mounts over the server's input.
  useLayoutEffect(() => {
    const input = phone.inputRef.current;
    if (!input || input.value === "" || input.value === phone.inputValue) return;
    // The caret goes to the end of the text before the number is read, and again after the phone input's microtasks,
    // which place it where the formatted number ends (or, for the one queued as it mounted, at the start).
    const toEnd = () => {
      if (document.activeElement === input) input.setSelectionRange(input.value.length, input.value.length);
    };
    toEnd();
    const pasted = {
      target: input,
      currentTarget: input,
      nativeEvent: { inputType: "insertFromPaste" },
      preventDefault() {},
    };
    onInput(pasted as unknown as React.ChangeEvent<HTMLInputElement>);
    void Promise.resolve().then(toEnd);
  }, []);

  // After the phone input's own mount effect (declared before this one), whose report of its empty starting value is
  // ignored (its `onChange` above).
  useEffect(() => {
    mounted.current = true;
  }, []);

  return (
    <div dir="ltr" className="flex">
      <CountryPicker
        selected={phone.country.iso2}
        onSelect={(iso2) => {
          setDialing(null);
          handling.current = true;
          phone.setCountry(iso2, { focusOnInput: true });
          handling.current = false;
        }}
        disabled={disabled}
      />
      <input
        ref={(element) => {
          phone.inputRef.current = element;
          assignRef(inputRef, element);
        }}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        value={dialing ?? phone.inputValue}
        onChange={onInput}
        placeholder={examplePhone(phone.country)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required="true"
        disabled={disabled}
        className={clsx(inputClassName, "min-w-0 flex-1 rounded-s-none")}
      />
    </div>
  );
}
