import sprite from "../assets/icons.svg?url&no-inline";
import type { BrandName, IconName } from "./icon-catalogue.ts";

/** Attributes an icon may carry besides its class, for tests and styles (`data-arrow="north"`). */
type DataAttributes = { [key: `data-${string}`]: string | undefined };

/**
 * A lucide icon of the public pages, decorative (hidden from assistive technology), drawn from the static
 * sprite app/assets/icons.svg (icon-catalogue.ts says why): no icon is JavaScript, and the browser fetches
 * and caches the file once. The paint is lucide's, set here so that it reaches the symbol's copy and a
 * class can change it (`fill-current`); 24 × 24 as lucide's default, which a size class overrides.
 */
export function Icon({ name, className, ...data }: { name: IconName; className?: string } & DataAttributes) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...data}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** A brand mark of the sprite (Simple Icons), drawn in the current text colour. */
export function BrandIcon({ name, className }: { name: BrandName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" fill="currentColor" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
