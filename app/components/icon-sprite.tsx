import {
  Armchair,
  ArrowUpDown,
  Bath,
  BedDouble,
  BedSingle,
  Building2,
  CalendarClock,
  Car,
  Coffee,
  CookingPot,
  DoorOpen,
  Droplets,
  Fence,
  LandPlot,
  Layers,
  type LucideIcon,
  MapPin,
  Ruler,
  Sofa,
  Sun,
  TreePalm,
  Trees,
  Warehouse,
} from "lucide-react";
import { createContext, useContext } from "react";
import { HydrationBoundary } from "../lib/hydration-boundary.tsx";
import { RiyalSign, riyalPaths, riyalViewBox } from "./riyal-sign.tsx";

/**
 * Icons that a page repeats many times (a list of cards carries dozens) are drawn once
 * as <symbol>s and then referenced with <use>, which keeps the HTML small and the server
 * render fast. Outside an <IconSprite> the same icons are drawn inline.
 */
const lucideIcons = {
  armchair: Armchair,
  "arrow-up-down": ArrowUpDown,
  bath: Bath,
  "bed-double": BedDouble,
  "bed-single": BedSingle,
  building: Building2,
  "calendar-clock": CalendarClock,
  car: Car,
  coffee: Coffee,
  "cooking-pot": CookingPot,
  "door-open": DoorOpen,
  droplets: Droplets,
  fence: Fence,
  "land-plot": LandPlot,
  layers: Layers,
  "map-pin": MapPin,
  ruler: Ruler,
  sofa: Sofa,
  sun: Sun,
  "tree-palm": TreePalm,
  trees: Trees,
  warehouse: Warehouse,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof lucideIcons | "riyal";

const SpriteAvailable = createContext(false);

/** Defines every sprite icon once for the page below it. */
export function IconSprite({ children }: { children: React.ReactNode }) {
  return (
    <SpriteAvailable value={true}>
      {/* Nothing to hydrate but many elements: it waits for the rest (app/lib/hydration-boundary.tsx). */}
      <HydrationBoundary>
        <svg className="hidden" aria-hidden="true" focusable="false">
          <symbol id="icon-riyal" viewBox={riyalViewBox}>
            {riyalPaths.map((d) => (
              <path key={d} d={d} />
            ))}
          </symbol>
          {Object.entries(lucideIcons).map(([name, Icon]) => (
            <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
              <Icon />
            </symbol>
          ))}
        </svg>
      </HydrationBoundary>
      {children}
    </SpriteAvailable>
  );
}

/** A sprite icon, decorative (hidden from assistive technology). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  const available = useContext(SpriteAvailable);
  if (!available) {
    if (name === "riyal") return <RiyalSign className={className} />;
    const Icon = lucideIcons[name];
    return <Icon aria-hidden="true" className={className} />;
  }
  return (
    <svg aria-hidden="true" focusable="false" className={className} fill={name === "riyal" ? "currentColor" : "none"}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
