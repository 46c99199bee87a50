import { useState } from "react";
import type { LeadSummary } from "../../domain/admin/lead-inbox.ts";
import { can } from "../../domain/admin/permissions.ts";
import { adminFetch } from "./admin-api.ts";
import { useAdmin } from "./admin-context.ts";
import { ConfirmDialog } from "./admin-dialog.tsx";
import { useAdminT } from "./admin-i18n.ts";
import { FormMessage, secondaryButton } from "./form-fields.tsx";
import { useSubmit } from "./use-submit.ts";

type Action = "anonymise" | "erase";

/**
 * The lead page's "Personal data" panel, for admins (docs/decisions/039-lead-privacy.md): anonymise or erase the
 * lead at its sender's request, each after a dialog that says what is kept and what is lost.
 */
export function LeadPrivacy({
  lead,
  anonymised,
  erased,
}: {
  lead: Pick<LeadSummary, "id" | "anonymisedAt">;
  /** After an anonymisation: reload the lead. */
  anonymised: () => Promise<void>;
  /** After an erasure: the page has no lead to show any more. */
  erased: () => void;
}) {
  const t = useAdminT();
  const { language, staff } = useAdmin();
  const [asking, setAsking] = useState<Action>();
  const { busy, error, run } = useSubmit();
  if (!can(staff.role, "eraseLeads")) return null;

  const confirm = async (action: Action) => {
    const ok = await run(async () => {
      if (action === "erase") await adminFetch(`/leads/${lead.id}`, { language, method: "DELETE" });
      else await adminFetch(`/leads/${lead.id}/anonymise`, { language, method: "POST" });
    });
    setAsking(undefined);
    if (!ok) return;
    if (action === "erase") erased();
    else await anonymised();
  };

  return (
    <section aria-labelledby="privacy-heading" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="privacy-heading" className="text-lg font-bold text-ink-900">
        {t("privacy.title")}
      </h2>
      <p className="text-sm text-ink-700">{t("privacy.intro")}</p>
      <div className="flex flex-wrap gap-2">
        {lead.anonymisedAt ? null : (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => setAsking("anonymise")}>
            {t("privacy.anonymise")}
          </button>
        )}
        <button
          type="button"
          className={`${secondaryButton} border-red-700 text-red-700 hover:bg-red-50`}
          disabled={busy}
          onClick={() => setAsking("erase")}
        >
          {t("privacy.erase")}
        </button>
      </div>
      <FormMessage error={error} />
      {(["anonymise", "erase"] as const).map((action) => (
        <ConfirmDialog
          key={action}
          open={asking === action}
          title={t(action === "erase" ? "privacy.eraseTitle" : "privacy.anonymiseTitle")}
          description={t(action === "erase" ? "privacy.eraseIntro" : "privacy.anonymiseIntro")}
          confirmLabel={t(action === "erase" ? "privacy.confirmErase" : "privacy.confirmAnonymise")}
          onConfirm={() => void confirm(action)}
          onCancel={() => setAsking(undefined)}
          cancelLabel={t("privacy.cancel")}
          busy={busy}
          testId={`confirm-${action}`}
        >
          <dl className="grid gap-2 text-sm">
            <dt className="font-semibold text-ink-900">{t("privacy.kept")}</dt>
            <dd className="text-ink-700">{t(action === "erase" ? "privacy.eraseKept" : "privacy.anonymiseKept")}</dd>
            <dt className="font-semibold text-red-700">{t("privacy.lost")}</dt>
            <dd className="text-ink-700">{t(action === "erase" ? "privacy.eraseLost" : "privacy.anonymiseLost")}</dd>
          </dl>
        </ConfirmDialog>
      ))}
    </section>
  );
}
