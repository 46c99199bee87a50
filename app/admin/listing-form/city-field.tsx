import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { cityLabel, cityMatches, cityOfSlug, type SaudiCity, saudiCities } from "../../../domain/admin/saudi-cities.ts";
import type { Language } from "../../../domain/language.ts";
import { useAdminT } from "../admin-i18n.ts";

/**
 * The listing's city, chosen from the list of Saudi cities (domain/admin/saudi-cities.ts) by typing either name:
 * an editable combobox of the WAI-ARIA pattern (the list opens as one types or presses Down; Up and Down move
 * through it, Enter chooses, Escape closes and puts back the chosen city). The slug is what is stored. A slug the
 * list does not know (an older import) stays offered as it is, so saving such a listing keeps it.
 *
 * Written here rather than taken from React Aria Components: its press handling injects a `<style>` element,
 * which the back office's CSP (style-src 'self') refuses.
 */
export function CityField({
  value,
  onChange,
  error,
  language,
}: {
  value: string;
  onChange: (slug: string) => void;
  error?: string;
  language: Language;
}) {
  const t = useAdminT();
  const id = useId();
  const listId = `${id}-list`;
  const unlisted = value !== "" && !cityOfSlug(value);
  const labelOf = (city: SaudiCity) =>
    cityOfSlug(city.slug) ? cityLabel(city, language) : t("listingForm.city.unlisted", { slug: city.slug });
  const cities = useMemo<SaudiCity[]>(
    () => (unlisted ? [...saudiCities, { slug: value, ar: value, en: value }] : [...saudiCities]),
    [unlisted, value],
  );
  const chosen = cities.find((city) => city.slug === value);
  // What is typed while the list is open; null shows the chosen city's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = typed === null ? cities : cities.filter((city) => cityMatches(city, typed));
  const text = typed ?? (chosen ? labelOf(chosen) : "");

  const close = () => {
    setOpen(false);
    setActive(-1);
    setTyped(null);
  };
  const choose = (city: SaudiCity) => {
    onChange(city.slug);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (shown.length === 0 ? -1 : (current + step + shown.length) % shown.length));
    } else if (event.key === "Enter" && open) {
      // Chooses rather than saving the form.
      event.preventDefault();
      const city = shown[active] ?? (shown.length === 1 ? shown[0] : undefined);
      if (city) choose(city);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {t("listingForm.city.label")}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(-1);
            setOpen(true);
            if (event.target.value.trim() === "") onChange("");
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="block w-full rounded-md border border-ink-500/40 bg-white py-2 ps-3 pe-10 text-ink-900 focus:border-brand-700"
          data-testid="city-field"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("listingForm.city.showAll")}
          aria-controls={listId}
          aria-expanded={open}
          // Keeps the focus in the field: the list closes when the field loses it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              setTyped(null);
              setOpen(true);
              document.getElementById(id)?.focus();
            }
          }}
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-ink-700"
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t("listingForm.city.label")}
        hidden={!open}
        // Above the map's controls (Leaflet's panes go up to z-index 1000).
        className="absolute inset-x-0 z-[1100] mt-1 max-h-72 overflow-auto rounded-md border border-ink-500/30 bg-white p-1 shadow-lg"
      >
        {shown.map((city, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the options stay in the field's focus (aria-activedescendant); its arrow keys and Enter choose, a click is the mouse's way.
          <div
            key={city.slug}
            id={optionId(index)}
            role="option"
            aria-selected={city.slug === value}
            // Chosen before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
            className={`cursor-pointer rounded px-3 py-2 text-ink-900 ${index === active ? "bg-brand-50 outline-2 outline-brand-700" : ""} ${city.slug === value ? "font-semibold" : ""}`}
          >
            {labelOf(city)}
          </div>
        ))}
        {shown.length === 0 ? (
          <div role="presentation" className="px-3 py-2 text-sm text-ink-700">
            {t("listingForm.city.none")}
          </div>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-700">
        {t("listingForm.city.hint")}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {/* How many cities match, read out as one types. */}
      <p role="status" className="sr-only">
        {open ? t("listingForm.city.count", { count: shown.length }) : ""}
      </p>
    </div>
  );
}
