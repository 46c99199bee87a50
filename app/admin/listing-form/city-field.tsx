import { useId, useMemo } from "react";
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { cityLabel, cityMatches, type SaudiCity, saudiCities } from "../../../domain/admin/saudi-cities.ts";
import type { Language } from "../../../domain/language.ts";
import { useAdminT } from "../admin-i18n.ts";

/**
 * The listing's city, chosen from the list of Saudi cities (domain/admin/saudi-cities.ts) by typing either name:
 * React Aria's combobox (arrow keys, Enter, Escape, read out as a list of options). The slug is what is stored.
 * A slug the list does not know (an older import) stays offered as it is, so saving such a listing keeps it.
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
  const cities = useMemo<SaudiCity[]>(
    () =>
      value === "" || saudiCities.some((city) => city.slug === value)
        ? [...saudiCities]
        : [...saudiCities, { slug: value, ar: value, en: value }],
    [value],
  );
  const labelOf = (city: SaudiCity) =>
    saudiCities.includes(city) ? cityLabel(city, language) : t("listingForm.city.unlisted", { slug: city.slug });
  const byLabel = new Map(cities.map((city) => [labelOf(city), city]));
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <ComboBox
      className="group"
      selectedKey={value === "" ? null : value}
      onSelectionChange={(key) => onChange(key === null ? "" : String(key))}
      onInputChange={(text) => {
        if (text.trim() === "" && value !== "") onChange("");
      }}
      defaultFilter={(textValue, typed) => {
        const city = byLabel.get(textValue);
        return city ? cityMatches(city, typed) : false;
      }}
      menuTrigger="focus"
      isInvalid={error !== undefined}
      data-testid="city-field"
    >
      <Label className="block text-sm font-semibold text-ink-900">{t("listingForm.city.label")}</Label>
      <div className="relative mt-1">
        <Input
          aria-describedby={described}
          className="block w-full rounded-md border border-ink-500/40 bg-white py-2 ps-3 pe-10 text-ink-900 focus:border-brand-700"
        />
        <Button
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-ink-700"
          aria-label={t("listingForm.city.showAll")}
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-700">
        {t("listingForm.city.hint")}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-md border border-ink-500/30 bg-white shadow-lg">
        <ListBox
          items={cities}
          className="p-1 outline-none"
          renderEmptyState={() => <p className="p-2 text-sm text-ink-700">{t("listingForm.city.none")}</p>}
        >
          {(city) => (
            <ListBoxItem
              id={city.slug}
              textValue={labelOf(city)}
              className="cursor-pointer rounded px-3 py-2 text-ink-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              {labelOf(city)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
