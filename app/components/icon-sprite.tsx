import { createContext, useContext } from "react";
import { Icon } from "./icon.tsx";
import type { IconName } from "./icon-catalogue.ts";
import { RiyalSign, riyalPaths, riyalViewBox } from "./riyal-sign.tsx";

/**
 * The icons of the listing cards and their details. The lucide ones are `Icon`s of the static sprite file
 * (icon.tsx). The riyal sign, which a list of cards repeats dozens of times, is drawn once per page as an
 * inline `<symbol>` and referenced with `<use>`, which keeps the HTML small: it is part of the text (a price),
 * so it must not wait for a file. Outside an <IconSprite> the riyal sign is drawn inline.
 */
export type SpriteIconName = IconName | "riyal";

/** Whether the riyal's symbol is on the page; also given to the parts the server draws apart (related-listings.tsx). */
export const SpriteAvailable = createContext(false);

/** Defines the riyal sign once for the page below it. */
export function IconSprite({ children }: { children: React.ReactNode }) {
  return (
    <SpriteAvailable value={true}>
      <svg className="hidden" aria-hidden="true" focusable="false">
        <symbol id="icon-riyal" viewBox={riyalViewBox}>
          {riyalPaths.map((d) => (
            <path key={d} d={d} />
          ))}
        </symbol>
      </svg>
      {children}
    </SpriteAvailable>
  );
}

/** A sprite icon, decorative (hidden from assistive technology). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  const available = useContext(SpriteAvailable);
  if (name !== "riyal") return <Icon name={name} className={className} />;
  if (!available) return <RiyalSign className={className} />;
  return (
    <svg aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <use href="#icon-riyal" />
    </svg>
  );
}
