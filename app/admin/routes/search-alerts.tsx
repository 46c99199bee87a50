import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import type { AdminCategory } from "../../../domain/admin/listing-editor.ts";
import { can } from "../../../domain/admin/permissions.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FormMessage, secondaryButton } from "../form-fields.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/search-alerts";

type State = "pending" | "active" | "off";

interface AdminAlert {
  id: number;
  email: string;
  kind: ListingKind;
  filters: string;
  language: "ar" | "en";
  frequency: "daily" | "weekly";
  state: State;
  createdAt: string;
  confirmedAt: string | null;
}

interface AlertList {
  counts: { kind: ListingKind; state: State; count: number }[];
  alerts: AdminAlert[];
  page: number;
  pageSize: number;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const language = adminLanguageOf(url.pathname);
  const query = new URLSearchParams();
  const email = url.searchParams.get("email")?.trim();
  if (email) query.set("email", email);
  const [answer, categories] = await Promise.all([
    adminFetch<{ data: AlertList }>(`/alerts?${query}`, { language, signal: request.signal }),
    // The searches' categories by name; without them (a refusal, a failure) the number shows instead.
    adminFetch<{ data: AdminCategory[] }>("/categories", { language, signal: request.signal }).then(
      (list) => list.data,
      () => [] as AdminCategory[],
    ),
  ]);
  const names = Object.fromEntries(
    categories.map((category) => [category.id, language === "en" ? category.nameEn : category.nameAr]),
  );
  return { ...answer.data, email: email ?? "", categoryNames: names as Record<number, string> };
}

type FilterName = "categoryId" | "status" | "location" | "bedrooms" | "search" | "area";
const filterNames = new Set<string>(["categoryId", "status", "location", "bedrooms", "search", "area"]);

/** A saved search's filters as staff read them: one per line, labelled, a category by its name, no URL encoding. */
function SearchFilters({ filters, categoryNames }: { filters: string; categoryNames: Record<number, string> }) {
  const t = useAdminT();
  const entries = [...new URLSearchParams(filters)];
  if (entries.length === 0) return <>{t("searchAlerts.noFilters")}</>;
  const shown = (name: string, value: string) => {
    if (name === "categoryId") return categoryNames[Number(value)] ?? value;
    if (name === "status") return t(`lists.listings.statuses.${value as "AVAILABLE"}`);
    if (name === "area") return t("searchAlerts.drawnArea");
    return <bdi>{value}</bdi>;
  };
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map(([name, value]) => (
        <li key={name} className="break-words">
          <span className="font-semibold">
            {filterNames.has(name) ? t(`searchAlerts.filterNames.${name as FilterName}`) : <bdi dir="ltr">{name}</bdi>}:{" "}
          </span>
          {shown(name, value)}
        </li>
      ))}
    </ul>
  );
}

const states: State[] = ["active", "pending", "off"];

/** The visitors' search alerts (docs/decisions/040-search-alerts.md): how many per section, and turning one off. */
export default function SearchAlerts({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language, staff } = useAdmin();
  const revalidator = useRevalidator();
  const { error, run } = useSubmit();
  const [done, setDone] = useState<string>();
  const countOf = (kind: ListingKind, state: State) =>
    loaderData.counts.find((row) => row.kind === kind && row.state === state)?.count ?? 0;
  const turnOff = async (id: number) => {
    setDone(undefined);
    if (await run(() => adminFetch(`/alerts/${id}/off`, { language, method: "POST" }))) {
      setDone(t("searchAlerts.turnedOff"));
      await revalidator.revalidate();
    }
  };
  const mayChange = can(staff.role, "manageAlerts");

  return (
    <div className="flex flex-col gap-6">
      <AdminTitle text={t("searchAlerts.title")} />
      <h1 className="text-2xl font-bold">{t("searchAlerts.title")}</h1>
      <p className="max-w-3xl text-ink-700">{t("searchAlerts.intro")}</p>
      <section aria-labelledby="alert-figures">
        <h2 id="alert-figures" className="mb-2 text-lg font-semibold">
          {t("searchAlerts.figures")}
        </h2>
        {/* Wider than a phone: each table scrolls within itself, not the whole screen ("relative" keeps the
            table's screen-reader-only texts inside the scroller too). */}
        <div className="relative overflow-x-auto">
          <table className="min-w-[20rem] border-collapse text-sm">
            <thead>
              <tr>
                <th className="border-b px-3 py-2 text-start">{t("searchAlerts.kind")}</th>
                {states.map((state) => (
                  <th key={state} className="border-b px-3 py-2 text-start">
                    {t(`searchAlerts.${state}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {listingKinds.map((kind) => (
                <tr key={kind}>
                  <th className="border-b px-3 py-2 text-start font-semibold">{t(`searchAlerts.kinds.${kind}`)}</th>
                  {states.map((state) => (
                    <td key={state} className="border-b px-3 py-2 tabular-nums" data-kind={kind} data-state={state}>
                      {countOf(kind, state)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t("searchAlerts.search")}</span>
          <input
            type="search"
            name="email"
            defaultValue={loaderData.email}
            dir="ltr"
            className="rounded-md border border-sand-200 px-3 py-2"
          />
        </label>
        <button type="submit" className={secondaryButton}>
          {t("searchAlerts.searchButton")}
        </button>
      </Form>
      <FormMessage error={error} success={done} />
      {loaderData.alerts.length === 0 ? (
        <p>{t("searchAlerts.empty")}</p>
      ) : (
        // `relative`: the column heading read only by screen readers stays inside the scrolling box (in RTL it
        // otherwise widened the whole page on a phone).
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[56rem] border-collapse text-sm">
            <thead>
              <tr>
                {(["email", "kind", "filters", "frequency", "language", "state", "created"] as const).map((name) => (
                  <th key={name} className="border-b px-3 py-2 text-start">
                    {t(`searchAlerts.${name}`)}
                  </th>
                ))}
                <th className="border-b px-3 py-2">
                  <span className="sr-only">{t("searchAlerts.turnOff")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.alerts.map((alert) => (
                <tr key={alert.id}>
                  <td className="border-b px-3 py-2">
                    <bdi dir="ltr" className="break-all">
                      {alert.email}
                    </bdi>
                  </td>
                  <td className="border-b px-3 py-2">{t(`searchAlerts.kinds.${alert.kind}`)}</td>
                  <td className="min-w-[14rem] border-b px-3 py-2">
                    <SearchFilters filters={alert.filters} categoryNames={loaderData.categoryNames} />
                  </td>
                  <td className="border-b px-3 py-2">{t(`searchAlerts.frequencies.${alert.frequency}`)}</td>
                  <td className="border-b px-3 py-2">{t(`searchAlerts.languages.${alert.language}`)}</td>
                  <td className="border-b px-3 py-2">{t(`searchAlerts.states.${alert.state}`)}</td>
                  <td className="border-b px-3 py-2">{formatAdminTime(alert.createdAt, language)}</td>
                  <td className="whitespace-nowrap border-b px-3 py-2">
                    {mayChange && alert.state !== "off" ? (
                      <button type="button" className={secondaryButton} onClick={() => turnOff(alert.id)}>
                        {t("searchAlerts.turnOff")}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
