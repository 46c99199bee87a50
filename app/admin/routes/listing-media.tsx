import { Link, useParams } from "react-router";
import type { EditorListing } from "../../../domain/admin/listing-editor.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { AdminApiError, adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { MediaManager } from "../media/media-manager.tsx";
import type { Route } from "./+types/listing-media";

// Written out rather than imported from domain/listing.ts, which the public pages share (see admin-format.ts).
const kinds: readonly ListingKind[] = ["auction", "project", "property"];

/** The listing whose photos these are, for its title and the way back to it; null when there is none. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  if (!kinds.includes(params.kind as ListingKind) || !Number.isInteger(id) || id <= 0) return { listing: null };
  const language = adminLanguageOf(new URL(request.url).pathname);
  try {
    const answer = await adminFetch<{ data: EditorListing }>(`/listings/${id}`, { language, signal: request.signal });
    return { listing: answer.data.kind === params.kind ? answer.data : null };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) return { listing: null };
    throw error;
  }
}

/** /admin/listings/:kind/:id/media: a listing's photos, under its title, with the way back to its editor. */
export default function ListingMedia({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  const params = useParams();
  const { listing } = loaderData;
  const kind = kinds.find((candidate) => candidate === params.kind);
  const id = Number(params.id);
  const valid = listing !== null && kind !== undefined;
  const listingTitle = listing ? (language === "ar" ? listing.titleAr : listing.titleEn) || `#${listing.id}` : "";
  const title = valid ? t("media.pageTitle", { kind: t(`media.kinds.${kind}`), id }) : t("media.title");
  return (
    <>
      <AdminTitle text={valid ? t("listingForm.photos.pageTitle", { title: listingTitle }) : title} />
      {valid ? (
        <nav aria-label={t("editor.breadcrumb")} className="mb-2 text-sm">
          <Link
            to={adminPath(`/listings/${id}`, language)}
            className="text-brand-800 underline"
            data-testid="back-to-listing"
          >
            {t("listingForm.photos.back", { title: listingTitle })}
          </Link>
        </nav>
      ) : null}
      <h1 className="mb-4 text-2xl font-bold text-ink-900">
        {title}
        {valid ? (
          <span className="mt-1 block text-lg font-semibold text-ink-700" data-testid="listing-title">
            {listingTitle}
          </span>
        ) : null}
      </h1>
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
