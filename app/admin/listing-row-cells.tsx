import { useAdminT } from "./admin-i18n.ts";
import { SelectBox, type useSelection } from "./admin-list.tsx";

// The cells a row of listings starts with, in the listings' table and the trash's: the box that selects it for the
// bulk bar (and, in the header, the one that selects the page), and its cover photo.

type Selection = ReturnType<typeof useSelection>;

/** The header's box that selects every listing on the page; "mixed" when some are. */
export function SelectAllHeaderCell({
  selection,
  label,
  testId,
}: {
  selection: Selection;
  label: string;
  testId?: string;
}) {
  return (
    <th scope="col" className="w-10 px-2 py-2">
      <SelectBox
        label={label}
        checked={selection.allOnPage}
        mixed={selection.someOnPage}
        onChange={selection.toggleAll}
        testId={testId}
      />
    </th>
  );
}

/** The row's selection box, named after the listing for a screen reader. */
export function RowSelectCell({ selection, id, label }: { selection: Selection; id: number; label: string }) {
  return (
    <td className="px-2 py-3">
      <SelectBox label={label} checked={selection.selected.has(id)} onChange={(on) => selection.toggle(id, on)} />
    </td>
  );
}

/** The photo column's header: no words on screen, its name for a screen reader (as wide as a photo when a phone
 * lays the header out as a line, so the next header stands above the titles). */
export function ThumbnailHeaderCell({ className = "" }: { className?: string }) {
  const t = useAdminT();
  return (
    <th scope="col" className={`px-2 py-2 text-start font-semibold max-sm:w-20 max-sm:shrink-0 ${className}`}>
      <span className="sr-only">{t("lists.listings.columns.photo")}</span>
    </th>
  );
}

/** The listing's cover, small, or "no photo" in its place; decorative (the title names the row). */
export function ThumbnailCell({ thumbnail }: { thumbnail: string | null }) {
  const t = useAdminT();
  return (
    <td className="px-2 py-2">
      {thumbnail ? (
        <img src={thumbnail} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover" />
      ) : (
        <span className="flex h-12 w-16 items-center justify-center rounded bg-sand-50 text-center text-[0.65rem] text-ink-700">
          {t("lists.listings.noPhoto")}
        </span>
      )}
    </td>
  );
}
