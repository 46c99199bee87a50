import { useEffect, useState } from "react";
import { isoToRiyadhFields, type ListingSchedule, riyadhDateTimeToIso } from "../../domain/admin/listing-schedule.ts";
import type { Language } from "../../domain/language.ts";
import { adminFetch, isAbort } from "./admin-api.ts";
import { formatAdminTime } from "./admin-format.ts";
import { useAdminT } from "./admin-i18n.ts";
import { FormMessage, primaryButton, secondaryButton, TextField } from "./form-fields.tsx";
import { useSubmit } from "./use-submit.ts";

type Which = "publishAt" | "unpublishAt";
type Fields = Record<Which, { date: string; time: string }>;

const empty: Fields = { publishAt: { date: "", time: "" }, unpublishAt: { date: "", time: "" } };

function fieldsOf(schedule: ListingSchedule): Fields {
  return { publishAt: isoToRiyadhFields(schedule.publishAt), unpublishAt: isoToRiyadhFields(schedule.unpublishAt) };
}

/**
 * A listing's scheduled publish and unpublish, beside its editor: date and time in Riyadh whatever the browser's
 * zone (domain/admin/listing-schedule.ts), Arabic-Indic digits accepted; saved on its own route, apart from the
 * listing's fields (docs/decisions/032-jobs.md).
 */
export function ListingSchedulePanel({ listingId, language }: { listingId: number; language: Language }) {
  const t = useAdminT();
  const [saved, setSaved] = useState<ListingSchedule>();
  const [fields, setFields] = useState<Fields>(empty);
  const [badFields, setBadFields] = useState<Partial<Record<Which, string>>>({});
  const [notice, setNotice] = useState<string>();
  const submit = useSubmit();
  const [loadFailed, setLoadFailed] = useState(false);

  const show = (schedule: ListingSchedule) => {
    setSaved(schedule);
    setFields({
      publishAt: isoToRiyadhFields(schedule.publishAt),
      unpublishAt: isoToRiyadhFields(schedule.unpublishAt),
    });
  };

  useEffect(() => {
    const controller = new AbortController();
    adminFetch<{ data: ListingSchedule }>(`/listings/${listingId}/schedule`, { language, signal: controller.signal })
      .then((answer) => {
        setSaved(answer.data);
        setFields(fieldsOf(answer.data));
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setLoadFailed(true);
      });
    return () => controller.abort();
  }, [listingId, language]);

  const change = (which: Which, part: "date" | "time", value: string) => {
    setFields((current) => ({ ...current, [which]: { ...current[which], [part]: value } }));
    setNotice(undefined);
  };

  const save = async (next: Fields) => {
    const bad: Partial<Record<Which, string>> = {};
    const times: Record<Which, string | null> = { publishAt: null, unpublishAt: null };
    for (const which of ["publishAt", "unpublishAt"] as const) {
      const { date, time } = next[which];
      if (!date.trim() && !time.trim()) continue;
      times[which] = riyadhDateTimeToIso(date, time);
      if (!times[which]) bad[which] = t("schedule.badDate");
    }
    setBadFields(bad);
    setNotice(undefined);
    if (Object.keys(bad).length > 0) return;
    const ok = await submit.run(async () => {
      const answer = await adminFetch<{ data: ListingSchedule }>(`/listings/${listingId}/schedule`, {
        language,
        method: "PUT",
        body: times,
      });
      show(answer.data);
    });
    if (ok) setNotice(t("schedule.saved"));
  };

  const clear = (which: Which) => {
    const next = { ...fields, [which]: { date: "", time: "" } };
    setFields(next);
    void save(next);
  };

  const errorOf = (which: Which) => badFields[which] ?? submit.fields[which];

  return (
    <section
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby="listing-schedule-title"
      data-testid="listing-schedule"
    >
      <h2 id="listing-schedule-title" className="text-lg font-bold text-ink-900">
        {t("schedule.title")}
      </h2>
      <p className="text-sm text-ink-700">{t("schedule.intro")}</p>
      <p className="text-sm font-semibold text-ink-900" data-testid="schedule-state">
        {saved?.publishAt ? t("schedule.publishSet", { time: formatAdminTime(saved.publishAt, language) }) : null}
        {saved?.publishAt && saved.unpublishAt ? " " : null}
        {saved?.unpublishAt ? t("schedule.unpublishSet", { time: formatAdminTime(saved.unpublishAt, language) }) : null}
        {saved && !saved.publishAt && !saved.unpublishAt ? t("schedule.none") : null}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {(["publishAt", "unpublishAt"] as const).map((which) => (
          <fieldset key={which} className="grid gap-2 rounded-md border border-ink-500/20 p-3">
            <legend className="px-1 text-sm font-bold text-ink-900">
              {t(`schedule.${which}`)} <span className="font-normal text-ink-700">({t("schedule.riyadhTime")})</span>
            </legend>
            <div className="grid grid-cols-[3fr_2fr] gap-2">
              <TextField
                label={t("schedule.date")}
                name={`${which}-date`}
                dir="ltr"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t("schedule.datePlaceholder")}
                latinDigits
                value={fields[which].date}
                onChange={(event) => change(which, "date", event.target.value)}
                error={errorOf(which)}
              />
              <TextField
                label={t("schedule.time")}
                name={`${which}-time`}
                dir="ltr"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t("schedule.timePlaceholder")}
                latinDigits
                value={fields[which].time}
                onChange={(event) => change(which, "time", event.target.value)}
              />
            </div>
            <div>
              <button
                type="button"
                className={`${secondaryButton} py-1 text-sm`}
                disabled={submit.busy || (!fields[which].date && !fields[which].time)}
                onClick={() => clear(which)}
              >
                {t("schedule.clear")} <span className="sr-only">{t(`schedule.${which}`)}</span>
              </button>
            </div>
          </fieldset>
        ))}
      </div>
      <FormMessage error={submit.error ?? (loadFailed ? t("errors.offline") : undefined)} success={notice} />
      <div>
        <button type="button" className={primaryButton} disabled={submit.busy} onClick={() => void save(fields)}>
          {t("schedule.save")}
        </button>
      </div>
    </section>
  );
}
