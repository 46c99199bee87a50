import type { Resources } from "./ar.ts";

export const mapAreaEn: Resources["mapArea"] = {
  drawHint: "Draw round the area on the map with your finger or the mouse, then let go to finish.",
  cancel: "Cancel",
  clear: "Clear area",
  invalid: "The area in the link could not be read.",
  tooSmall: "Draw round a larger area to select it.",
  loading: "Searching the area…",
  count_zero: "No listings in this area",
  count_one: "1 listing in this area",
  count_two: "{{value}} listings in this area",
  count_few: "{{value}} listings in this area",
  count_many: "{{value}} listings in this area",
  count_other: "{{value}} listings in this area",
};
