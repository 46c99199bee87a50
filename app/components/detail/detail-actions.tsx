import { useLocation } from "react-router";
import { auctionEvent, googleCalendarUrl } from "../../../domain/calendar-event.ts";
import type { ListingDetail } from "../../../domain/listing-detail-wire.ts";
import { listingState } from "../../../domain/listing-state.ts";
import { detailPath } from "../../../domain/listing-wire.ts";
import type { TFunction } from "../../i18n/i18n.tsx";
import { useTranslation } from "../../i18n/i18n.tsx";
import { ServerIsland } from "../../lib/server-island.tsx";
import { useLocalizePath, useSiteData } from "../../lib/site-data.ts";
import { useNow } from "../../lib/use-now.ts";
import { Icon } from "../icon.tsx";
import { serverDrawnBlocks } from "./server-drawn.ts";

/** Download names of spec §7, with the file's own extension so the saved file opens. */
function downloadName(base: string, url: string): string {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url)?.[1];
  return extension ? `${base}.${extension}` : base;
}

/** Our uploaded PDFs are served as downloads (decision 021): the name to save one under goes in its link. */
function named(url: string, name: string): string {
  return url.startsWith("/media/documents/") ? `${url}?name=${encodeURIComponent(name)}` : url;
}

const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-brand-100 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50";

interface FileLink {
  label: string;
  url: string;
  /** Spec §7 download name; files without one are only opened. */
  download?: string;
}

function filesOf(listing: ListingDetail, t: TFunction): FileLink[] {
  const files: FileLink[] = [];
  if (listing.auction_certificate) {
    files.push({
      label: t("detail.actions.auctionApproval"),
      url: listing.auction_certificate,
      download: "auction_certificate",
    });
  }
  if (listing.marketing_profile)
    files.push({ label: t("detail.actions.marketingProfile"), url: listing.marketing_profile });
  if (listing.file) {
    files.push({
      label: t(`detail.actions.${listing.kind}File`),
      url: listing.file,
      download: "ProjectFile",
    });
  }
  if (listing.terms_and_conditions) {
    files.push({
      label: t("detail.actions.terms"),
      url: listing.terms_and_conditions,
      download: "Terms_and_Conditions",
    });
  }
  return files;
}

/**
 * The buttons of spec §2 (each only when its URL exists): bid now, register interest (the
 * `interest` slot), the listing's files with their download buttons, and sharing. Bid now and
 * register interest only while the listing is open; once closed, why instead.
 */
export function DetailActions({ listing, interest }: { listing: ListingDetail; interest?: React.ReactNode }) {
  const { t } = useTranslation();
  const files = filesOf(listing, t);
  const localize = useLocalizePath();
  const now = useNow();
  const state = listingState(listing, now);
  return (
    <div className="flex flex-col gap-3">
      {state.open ? null : (
        <p className="flex items-center gap-2 rounded-md bg-sand-100 px-4 py-3 font-semibold text-ink-700">
          <Icon name="circle-slash" className="size-5 shrink-0 text-ink-500" />
          {t(`detail.closed.${listing.kind}.${state.reason}`)}
        </p>
      )}
      {state.open && listing.kind === "auction" && listing.auction_url ? (
        <a
          href={listing.auction_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center justify-center gap-2 rounded-md bg-gold-700 px-5 py-3 font-bold text-white hover:brightness-90"
        >
          <Icon name="gavel" className="size-5" />
          {t("detail.actions.auctionNow")}
          <span className="sr-only">{t("detail.actions.opensInNewTab")}</span>
        </a>
      ) : null}
      {state.open ? interest : null}
      {state.open && listing.kind === "auction" ? <AddToCalendar listing={listing} /> : null}
      {files.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {files.map((file) => (
            <li key={file.url + file.label} className="flex gap-2">
              <a
                href={named(file.url, file.label)}
                target="_blank"
                rel="noopener"
                className={`${secondaryButton} flex-1`}
              >
                <Icon name="external-link" className="size-4" />
                {file.label}
                <span className="sr-only">{t("detail.actions.opensInNewTab")}</span>
              </a>
              {file.download ? (
                <a
                  href={named(file.url, downloadName(file.download, file.url))}
                  download={downloadName(file.download, file.url)}
                  className={secondaryButton}
                  aria-label={t("detail.actions.download", { name: file.label })}
                  title={t("detail.actions.download", { name: file.label })}
                >
                  <Icon name="download" className="size-4" />
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ShareButtons title={listing.title} />
      <a
        href={localize(`${detailPath(listing.kind, listing.id)}/brochure`)}
        className={`${secondaryButton} self-start`}
      >
        <Icon name="printer" className="size-4" />
        {t("detail.brochure.open")}
      </a>
    </div>
  );
}

/**
 * An upcoming or running auction into the visitor's calendar: an .ics file from the server (any calendar program,
 * in Riyadh's time zone) or Google Calendar's form filled in. Plain links: nothing to load before a click.
 */
function AddToCalendar({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const { origin, language } = useSiteData();
  const localize = useLocalizePath();
  const event = auctionEvent({
    ...listing,
    location: listing.location_description,
    url: `${origin}${localize(`/auction/${listing.id}`)}`,
  });
  if (!event) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-ink-700">
        <Icon name="calendar-plus" className="size-4" />
        {t("detail.actions.addToCalendar")}
      </span>
      <a
        href={`/api/auction/${listing.id}/calendar.ics?lang=${language}`}
        download={`auction-${listing.id}.ics`}
        className={secondaryButton}
        data-testid="calendar-file"
      >
        {t("detail.actions.calendarFile")}
      </a>
      <a
        href={googleCalendarUrl(event)}
        target="_blank"
        rel="noopener noreferrer"
        className={secondaryButton}
        data-testid="google-calendar"
      >
        {t("detail.actions.googleCalendar")}
        <span className="sr-only">{t("detail.actions.opensInNewTab")}</span>
      </a>
    </div>
  );
}

/**
 * WhatsApp share and copy link of the page's canonical address (app/components/page-meta.tsx), the same in the
 * server's HTML and once hydrated: a long-press "copy link" or a tap before the page's code has arrived shares the
 * page too. The server draws it; its code comes with the page's other drawn blocks when "copy" is pressed (the
 * press is played again: app/lib/server-island.tsx), so it is no part of the page's first load.
 */
function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation();
  const { origin } = useSiteData();
  const { pathname } = useLocation();
  const url = `${origin}${pathname}`;
  return (
    <ServerIsland
      key={url}
      module={serverDrawnBlocks}
      render={({ ShareLinks }) => (
        <ShareLinks url={url} message={t("detail.actions.shareText", { title, url })} texts="detail.actions" />
      )}
    />
  );
}
