import { clsx } from "clsx";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { CountryIso2 } from "react-international-phone";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import { countrySearchDebounceMs, phoneCountries, searchCountries } from "./phone-countries.ts";

export interface CountryPickerProps {
  selected: CountryIso2;
  onSelect: (iso2: CountryIso2) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * The phone input's country (spec §5): a button with the country code, opening a list searched
 * by name in either language, ISO code or dial code, 250 ms after the visitor stops typing.
 * The search box is a combobox: arrows move through the list, Enter picks, Escape closes.
 */
export function CountryPicker({ selected, onSelect, disabled, className }: CountryPickerProps) {
  const { t } = useTranslation();
  const { language, direction } = useLanguage();
  const countries = phoneCountries(language);
  const current = countries.find((country) => country.iso2 === selected) ?? countries[0];
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // A press outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <div ref={rootRef} className={clsx("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t("enquiry.country.button", { country: current?.name, code: `+${current?.dialCode}` })}
        onClick={() => setOpen((now) => !now)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex h-full items-center gap-1 rounded-s-md border border-e-0 border-ink-500/40 bg-sand-50 px-3 font-semibold text-ink-900 tabular-nums hover:bg-sand-100 disabled:opacity-60"
      >
        <span aria-hidden="true" className="text-xs text-ink-500">
          {current?.iso2.toUpperCase()}
        </span>
        <span aria-hidden="true">+{current?.dialCode}</span>
        <Icon name="chevron-down" className={clsx("size-4 text-ink-500 transition-transform", open && "rotate-180")} />
      </button>
      {open && current ? (
        <CountryList
          countries={countries}
          selected={current.iso2}
          direction={direction}
          onPick={(iso2) => {
            setOpen(false);
            onSelect(iso2);
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

function CountryList({
  countries,
  selected,
  direction,
  onPick,
  onClose,
}: {
  countries: ReturnType<typeof phoneCountries>;
  selected: CountryIso2;
  direction: "rtl" | "ltr";
  onPick: (iso2: CountryIso2) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [appliedQuery, setAppliedQuery] = useState("");
  const matches = useMemo(() => searchCountries(countries, appliedQuery), [countries, appliedQuery]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      countries.findIndex((country) => country.iso2 === selected),
    ),
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const optionId = (iso2: string) => `${listId}-${iso2}`;
  const activeCountry = matches[Math.min(active, matches.length - 1)];

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  // Spec §5: the list follows the search box 250 ms after the last keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      setAppliedQuery(query);
      setActive(0);
    }, countrySearchDebounceMs);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    if (activeCountry) document.getElementById(optionId(activeCountry.iso2))?.scrollIntoView?.({ block: "nearest" });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((now) => Math.min(Math.max(Math.min(now, last) + step, 0), last));
    } else if (event.key === "PageDown" || event.key === "PageUp") {
      event.preventDefault();
      setActive(event.key === "PageDown" ? last : 0);
    } else if (event.key === "Enter") {
      // Enter picks a country; it must not submit the form around the field.
      event.preventDefault();
      if (activeCountry) onPick(activeCountry.iso2);
    } else if (event.key === "Escape") {
      // Closes the list only, not a dialog the form sits in.
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === "Tab") {
      onClose(false);
    }
  };

  return (
    // The phone field is left to right in both languages: the list opens under the country code,
    // from its left edge (a logical "start" would follow the list's own direction and overflow).
    <div
      dir={direction}
      className="absolute left-0 top-full z-35 mt-1 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-sand-100 bg-white p-2 shadow-xl"
    >
      <input
        ref={searchRef}
        type="search"
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeCountry ? optionId(activeCountry.iso2) : undefined}
        aria-label={t("enquiry.country.search")}
        placeholder={t("enquiry.country.searchPlaceholder")}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-ink-500/40 px-3 py-2 text-sm"
      />
      <div id={listId} role="listbox" aria-label={t("enquiry.country.list")} className="mt-2 max-h-64 overflow-y-auto">
        {matches.map((country) => (
          // Options are picked with the pointer here, and with the keyboard through the search box.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox above handles the keys.
          <div
            key={country.iso2}
            id={optionId(country.iso2)}
            role="option"
            tabIndex={-1}
            aria-selected={country.iso2 === selected}
            // Keeps the focus in the search box, where the keys work.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(country.iso2)}
            className={clsx(
              "flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-1.5 text-sm",
              country === activeCountry && "bg-brand-50",
              country.iso2 === selected && "font-bold text-brand-800",
            )}
          >
            <span>{country.name}</span>
            <span dir="ltr" className="text-ink-500 tabular-nums">
              +{country.dialCode}
            </span>
          </div>
        ))}
      </div>
      {matches.length === 0 ? (
        <p role="status" className="px-2 py-3 text-sm text-ink-500">
          {t("enquiry.country.none")}
        </p>
      ) : null}
    </div>
  );
}
