import { auctionEvent, googleCalendarUrl } from "../../../domain/calendar-event.ts";
import type { ListingDetail } from "../../../domain/listing-detail-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLocalizePath, useSiteData } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import { secondaryButton } from "./detail-action-styles.ts";

/**
 * An upcoming or running auction into the visitor's calendar: an .ics file from the server (any calendar program,
 * in Riyadh's time zone) or Google Calendar's form filled in. Plain links the server draws (a server island in
 * ./detail-actions.tsx): nothing to load before a click.
 */
export function AddToCalendar({ listing }: { listing: ListingDetail }) {
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
