import clsx from "clsx";
import { useId } from "react";

export interface DetailSectionProps {
  heading: string;
  /** Level of the block's heading in the page's outline (2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
  children: React.ReactNode;
}

/** A titled block of a detail page, named by its heading for assistive technology. */
export function DetailSection({ heading, headingLevel = 2, className, children }: DetailSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className={clsx("flex flex-col gap-3", className)}>
      <Heading id={headingId} className="text-lg font-bold text-ink-900">
        {heading}
      </Heading>
      {children}
    </section>
  );
}
