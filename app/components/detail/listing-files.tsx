import type { ListingDetail } from "../../../domain/listing-detail-wire.ts";
import type { TFunction } from "../../i18n/i18n.tsx";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { secondaryButton } from "./detail-action-styles.ts";

/** Download names of spec §7, with the file's own extension so the saved file opens. */
function downloadName(base: string, url: string): string {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url)?.[1];
  return extension ? `${base}.${extension}` : base;
}

/** Our uploaded PDFs are served as downloads (decision 021): the name to save one under goes in its link. */
function named(url: string, name: string): string {
  return url.startsWith("/media/documents/") ? `${url}?name=${encodeURIComponent(name)}` : url;
}

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

/** The listing's files of spec §2 and §7, each opened or downloaded: plain links, nothing to load before a click. */
export function ListingFiles({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const files = filesOf(listing, t);
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {files.map((file) => (
        <li key={file.url + file.label} className="flex gap-2">
          <a href={named(file.url, file.label)} target="_blank" rel="noopener" className={`${secondaryButton} flex-1`}>
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
  );
}
