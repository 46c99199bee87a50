import { type FormEvent, useState } from "react";
import type { Company, SocialNetwork } from "../../../domain/company.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf } from "../admin-format.ts";
import { type AdminKey, useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FieldErrorSummary } from "../field-errors.tsx";
import { FormMessage, primaryButton, SelectField, TextField } from "../form-fields.tsx";
import { useUnsavedChanges } from "../unsaved-changes.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/settings";

// The same list as domain/company.ts (which loads zod): the server checks every value against that schema.
const networks: SocialNetwork[] = ["x", "instagram", "snapchat", "tiktok", "youtube", "facebook"];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  return adminFetch<{ data: Company }>("/company", { language, signal: request.signal });
}

type TextPath =
  | "name.ar"
  | "name.en"
  | "phone"
  | "whatsapp"
  | "email"
  | "licences.fal"
  | "licences.commercialRegistration"
  | "licences.auctions"
  | "licences.judicialSales"
  | "address.ar"
  | "address.en"
  | "workingHours.ar"
  | "workingHours.en"
  | "office.placeUrl";

interface FieldSpec {
  path: TextPath;
  label: AdminKey;
  type?: string;
  ltr?: boolean;
  hint?: AdminKey;
}

const groups: { legend: AdminKey; fields: FieldSpec[] }[] = [
  {
    legend: "settings.identity",
    fields: [
      { path: "name.ar", label: "settings.nameAr" },
      { path: "name.en", label: "settings.nameEn", ltr: true },
      { path: "phone", label: "settings.phone", type: "tel", ltr: true, hint: "settings.phoneHint" },
      { path: "whatsapp", label: "settings.whatsapp", type: "tel", ltr: true, hint: "settings.phoneHint" },
      { path: "email", label: "settings.email", type: "email", ltr: true },
    ],
  },
  {
    legend: "settings.licences",
    fields: [
      { path: "licences.fal", label: "settings.fal", ltr: true },
      { path: "licences.commercialRegistration", label: "settings.commercialRegistration", ltr: true },
      { path: "licences.auctions", label: "settings.auctions", ltr: true },
      { path: "licences.judicialSales", label: "settings.judicialSales", ltr: true },
    ],
  },
  {
    legend: "settings.place",
    fields: [
      { path: "address.ar", label: "settings.addressAr" },
      { path: "address.en", label: "settings.addressEn", ltr: true },
      { path: "workingHours.ar", label: "settings.hoursAr" },
      { path: "workingHours.en", label: "settings.hoursEn", ltr: true },
      { path: "office.placeUrl", label: "settings.placeUrl", type: "url", ltr: true },
    ],
  },
];

function read(company: Company, path: TextPath): string {
  const [head, tail] = path.split(".") as [keyof Company, string | undefined];
  const value = company[head];
  return tail ? String((value as unknown as Record<string, unknown>)[tail] ?? "") : String(value);
}

function write(company: Company, path: TextPath, value: string): Company {
  const [head, tail] = path.split(".") as [keyof Company, string | undefined];
  if (!tail) return { ...company, [head]: value };
  return { ...company, [head]: { ...(company[head] as object), [tail]: value } };
}

/** The company's identity as the whole site shows it, edited by admins. */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const [company, setCompany] = useState<Company>(loaderData.data);
  const [stored, setStored] = useState<Company>(loaderData.data);
  const [saved, setSaved] = useState(false);
  const { busy, error, fields, run } = useSubmit();
  useUnsavedChanges(JSON.stringify(company) !== JSON.stringify(stored));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const sent = company;
    if (await run(() => adminFetch("/company", { language, method: "PUT", body: sent }))) {
      setStored(sent);
      setSaved(true);
    }
  };
  const setNumber = (apply: (value: number) => Company) => (event: { target: { value: string } }) =>
    setCompany(apply(event.target.value === "" ? Number.NaN : Number(event.target.value)));

  return (
    <div className="grid max-w-3xl gap-4">
      <AdminTitle text={t("settings.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("settings.title")}</h1>
      <p className="text-ink-700">{t("settings.intro")}</p>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <FieldErrorSummary fields={fields} />
        {groups.map((group) => (
          <fieldset key={group.legend} className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
            <legend className="float-start mb-1 w-full text-lg font-bold text-ink-900 sm:col-span-2">
              {t(group.legend)}
            </legend>
            {group.fields.map((field) => (
              <TextField
                key={field.path}
                label={t(field.label)}
                type={field.type ?? "text"}
                dir={field.ltr ? "ltr" : undefined}
                value={read(company, field.path)}
                onChange={(event) => setCompany(write(company, field.path, event.target.value))}
                hint={field.hint ? t(field.hint) : undefined}
                error={fields[field.path]}
              />
            ))}
            {group.legend === "settings.place" ? (
              <>
                <TextField
                  label={t("settings.lat")}
                  type="number"
                  step="any"
                  dir="ltr"
                  value={Number.isNaN(company.office.lat) ? "" : company.office.lat}
                  onChange={setNumber((lat) => ({ ...company, office: { ...company.office, lat } }))}
                  error={fields["office.lat"]}
                />
                <TextField
                  label={t("settings.lng")}
                  type="number"
                  step="any"
                  dir="ltr"
                  value={Number.isNaN(company.office.lng) ? "" : company.office.lng}
                  onChange={setNumber((lng) => ({ ...company, office: { ...company.office, lng } }))}
                  error={fields["office.lng"]}
                />
              </>
            ) : null}
          </fieldset>
        ))}
        <fieldset className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2">
          <legend className="float-start mb-1 w-full text-lg font-bold text-ink-900 sm:col-span-2">
            {t("settings.social")}
          </legend>
          {company.social.map((link, index) => (
            // The list has a fixed length of three (domain/company.ts).
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity of these rows.
            <div key={index} className="grid gap-3 sm:col-span-2 sm:grid-cols-[12rem_1fr]">
              <SelectField
                label={t("settings.network", { n: index + 1 })}
                value={link.network}
                onChange={(event) =>
                  setCompany({
                    ...company,
                    social: company.social.map((item, i) =>
                      i === index ? { ...item, network: event.target.value as SocialNetwork } : item,
                    ),
                  })
                }
              >
                {networks.map((network) => (
                  <option key={network} value={network}>
                    {t(`settings.networks.${network}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t("settings.url", { n: index + 1 })}
                type="url"
                dir="ltr"
                value={link.url}
                onChange={(event) =>
                  setCompany({
                    ...company,
                    social: company.social.map((item, i) =>
                      i === index ? { ...item, url: event.target.value } : item,
                    ),
                  })
                }
                error={fields[`social.${index}.url`]}
              />
            </div>
          ))}
        </fieldset>
        <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm">
          <TextField
            label={t("settings.customersCount")}
            type="number"
            min={0}
            step={1}
            dir="ltr"
            value={Number.isNaN(company.customersCount) ? "" : company.customersCount}
            onChange={setNumber((customersCount) => ({ ...company, customersCount }))}
            error={fields.customersCount}
          />
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <input
              type="checkbox"
              checked={company.isPlaceholder}
              onChange={(event) => setCompany({ ...company, isPlaceholder: event.target.checked })}
              className="size-4"
            />
            {t("settings.isPlaceholder")}
          </label>
        </div>
        <FormMessage
          error={Object.keys(fields).length > 0 ? t("errors.checkFields") : error}
          success={saved ? t("settings.saved") : undefined}
        />
        <div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t("settings.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
