import { type PointerEvent, useId } from "react";
import type { ListingImage } from "../../../domain/admin/media.ts";
import { maxAltLength } from "../../../domain/admin/media-limits.ts";
import type { Language } from "../../../domain/language.ts";
import type { AdminT } from "../admin-i18n.ts";
import { secondaryButton } from "../form-fields.tsx";

export interface PhotoCardProps {
  t: AdminT;
  image: ListingImage;
  index: number;
  count: number;
  busy: boolean;
  language: Language;
  /** The photo being dragged is over this card: where it would land. */
  dropTarget: boolean;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  setAlt: (index: number, language: Language, value: string) => void;
  drag: {
    start: (index: number) => void;
    over: (index: number) => void;
    /** The pointer let go: the photo moves to where it is over, if anywhere. */
    end: (drop: boolean) => void;
  };
}

/**
 * One photo: its thumbnail, a handle to drag it to another place (the mouse's and a finger's way), the buttons
 * that do the same from the keyboard (earlier, later, make cover), delete, and its description in both languages.
 */
export function PhotoCard({
  t,
  image,
  index,
  count,
  busy,
  language,
  dropTarget,
  move,
  remove,
  setAlt,
  drag,
}: PhotoCardProps) {
  const n = index + 1;
  // Pointer events rather than HTML drag and drop, which phones' touch screens do not send: the handle keeps the
  // pointer while it moves, and the card under it is where the photo would land.
  const cardUnder = (event: PointerEvent) =>
    document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("li[data-index]");
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const card = cardUnder(event);
    if (card) drag.over(Number(card.dataset.index));
  };
  return (
    <li
      className={`rounded-lg border bg-white p-3 ${dropTarget ? "border-brand-700 ring-2 ring-brand-700" : "border-ink-500/30"}`}
      data-key={image.key}
      data-index={index}
    >
      <figure>
        <div className="relative">
          <img
            src={`/media/${image.key}-${image.widths[0]}.webp`}
            alt={image.alt[language] || t("media.photo", { n })}
            width={image.width}
            height={image.height}
            loading="lazy"
            draggable={false}
            className="aspect-[4/3] w-full rounded-md bg-ink-500/10 object-cover"
          />
          {/* The pointer's shortcut (mouse or finger); the buttons below do the same from the keyboard. */}
          <span
            onPointerDown={(event) => {
              if (busy || event.button !== 0) return;
              event.preventDefault();
              event.currentTarget.setPointerCapture(event.pointerId);
              drag.start(index);
            }}
            onPointerMove={onPointerMove}
            onPointerUp={(event) => {
              if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
              const card = cardUnder(event);
              if (card) drag.over(Number(card.dataset.index));
              drag.end(true);
            }}
            onPointerCancel={() => drag.end(false)}
            title={t("listingForm.photos.dragHandle", { n })}
            className="absolute top-2 start-2 cursor-grab touch-none select-none rounded-md bg-white/90 px-2 py-1 text-lg leading-none text-ink-900 shadow active:cursor-grabbing"
            data-testid="photo-drag-handle"
          >
            <span aria-hidden="true">⠿</span>
            <span className="sr-only">{t("listingForm.photos.dragHandle", { n })}</span>
          </span>
        </div>
        <figcaption className="mt-2 flex items-center justify-between text-sm font-semibold text-ink-900">
          <span>{t("media.photo", { n })}</span>
          {index === 0 ? (
            <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs text-white">{t("media.cover")}</span>
          ) : null}
        </figcaption>
      </figure>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || index === 0}
          aria-label={t("media.earlierLabel", { n })}
          onClick={() => move(index, index - 1)}
        >
          {t("media.earlier")}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || index === count - 1}
          aria-label={t("media.laterLabel", { n })}
          onClick={() => move(index, index + 1)}
        >
          {t("media.later")}
        </button>
        {index > 0 ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            aria-label={t("media.makeCoverLabel", { n })}
            onClick={() => move(index, 0)}
          >
            {t("media.makeCover")}
          </button>
        ) : null}
        <button
          type="button"
          className={`${secondaryButton} border-red-700 text-red-800`}
          disabled={busy}
          aria-label={t("media.removeLabel", { n })}
          onClick={() => remove(index)}
        >
          {t("media.remove")}
        </button>
      </div>
      <div className="mt-3 space-y-2">
        <AltField
          label={`${t("media.altAr")} (${t("media.photo", { n })})`}
          value={image.alt.ar}
          dir="rtl"
          lang="ar"
          onChange={(value) => setAlt(index, "ar", value)}
        />
        <AltField
          label={`${t("media.altEn")} (${t("media.photo", { n })})`}
          value={image.alt.en}
          dir="ltr"
          lang="en"
          onChange={(value) => setAlt(index, "en", value)}
        />
      </div>
    </li>
  );
}

function AltField({
  label,
  value,
  dir,
  lang,
  onChange,
}: {
  label: string;
  value: string;
  dir: "rtl" | "ltr";
  lang: Language;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        value={value}
        dir={dir}
        lang={lang}
        maxLength={maxAltLength}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-md border border-ink-500/40 bg-white px-2 py-1 text-sm text-ink-900"
      />
    </div>
  );
}
