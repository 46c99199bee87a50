import { clsx } from "clsx";

/**
 * The heading of a company-page section: a short label above, the title (h2, with the
 * id the section is labelled by) and an optional lead paragraph.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  centered = false,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  centered?: boolean;
  className?: string;
}) {
  return (
    <div className={clsx("max-w-3xl", centered && "mx-auto text-center", className)}>
      {eyebrow ? <p className="text-sm font-semibold text-gold-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-1 text-2xl leading-snug font-bold text-ink-900 sm:text-3xl">
        {title}
      </h2>
      {text ? <p className="mt-3 text-base leading-relaxed text-ink-500 sm:text-lg">{text}</p> : null}
    </div>
  );
}
