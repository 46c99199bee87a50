import { useLocation } from "react-router";
import type { ListingDetail } from "../../../domain/listing-detail-wire.ts";
import { listingState } from "../../../domain/listing-state.ts";
import { detailPath } from "../../../domain/listing-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { ServerIsland } from "../../lib/server-island.tsx";
import { useLocalizePath, useSiteData } from "../../lib/site-data.ts";
import { useNow } from "../../lib/use-now.ts";
import { Icon } from "../icon.tsx";
import { secondaryButton } from "./detail-action-styles.ts";
import { serverDrawnBlocks } from "./server-drawn.ts";

/**
 * The buttons of spec §2 (each only when its URL exists): bid now, register interest (the
 * `interest` slot), the listing's files with their download buttons, and sharing. Bid now and
 * register interest only while the listing is open; once closed, why instead. The calendar links, the files and
 * sharing are plain links the server draws (server islands): their code is no part of the page's first load.
 */
export function DetailActions({ listing, interest }: { listing: ListingDetail; interest?: React.ReactNode }) {
  const { t } = useTranslation();
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
      {state.open && listing.kind === "auction" ? (
        <ServerIsland
          key={`calendar-${listing.id}`}
          module={serverDrawnBlocks}
          linksOnly
          render={({ AddToCalendar }) => <AddToCalendar listing={listing} />}
        />
      ) : null}
      <ServerIsland
        key={`files-${listing.id}`}
        module={serverDrawnBlocks}
        linksOnly
        render={({ ListingFiles }) => <ListingFiles listing={listing} />}
      />
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
