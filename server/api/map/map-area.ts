import { boundsOfArea, type GeoArea, isInArea } from "../../../domain/geo-area.ts";
import type { MapData, MapItem } from "../../../domain/map-item.ts";

/**
 * The map's pins inside an area (docs/decisions/041-search-by-area.md): the area's box first, then the exact test.
 * The pins are the cached map data already in memory, so the box is tested here rather than in SQL, as the lists do.
 */
export function mapDataInArea(data: MapData, area: GeoArea): MapData {
  const box = boundsOfArea(area);
  const inside = (items: MapItem[]) =>
    items.filter(
      ({ lat, lng }) =>
        lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east && isInArea(lat, lng, area),
    );
  return { auctions: inside(data.auctions), projects: inside(data.projects), properties: inside(data.properties) };
}
