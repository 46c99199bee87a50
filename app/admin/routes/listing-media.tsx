import { useParams } from "react-router";
import type { ListingKind } from "../../../domain/listing.ts";
import { useAdmin } from "../admin-context.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { MediaManager } from "../media/media-manager.tsx";

// Written out rather than imported from domain/listing.ts, which the public pages share (see admin-format.ts).
const kinds: readonly ListingKind[] = ["auction", "project", "property"];

/** /admin/listings/:kind/:id/media: a listing's photos, for the listing editor to link to. */
export default function ListingMedia() {
  const t = useAdminT();
  const { language } = useAdmin();
  const params = useParams();
  const kind = kinds.find((candidate) => candidate === params.kind);
  const id = Number(params.id);
  const valid = kind !== undefined && Number.isInteger(id) && id > 0;
  const title = valid ? t("media.pageTitle", { kind: t(`media.kinds.${kind}`), id }) : t("media.title");
  return (
    <>
      <AdminTitle text={title} />
      <h1 className="mb-4 text-2xl font-bold text-ink-900">{title}</h1>
      {valid ? (
        <MediaManager kind={kind} id={id} language={language} />
      ) : (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t("media.notFound")}
        </p>
      )}
    </>
  );
}
