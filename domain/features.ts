/**
 * Feature keys of listings (spec §3 "Feature labels", plus amenities Saudi listings commonly
 * advertise). Each key has an English `title`, which is also the translation key
 * `features.{title}` (spec §3), and an `icon`: a lucide icon name the app draws
 * (app/components/detail/detail-icon-sprite.ts draws every name into the detail pages' icon sprite).
 * Keys are stored with listings: never rename one, only add.
 */
export const featureCatalogue = {
  // Spec §3 feature labels
  furnished: { title: "Furnished", icon: "armchair" },
  electricity: { title: "Electricity", icon: "zap" },
  separate_electricity: { title: "Separate Electricity", icon: "gauge" },
  balcony: { title: "Balcony", icon: "sun" },
  air_conditioners: { title: "Air Conditioners", icon: "air-vent" },
  laundry_room: { title: "Laundry Room", icon: "washing-machine" },
  elevator: { title: "Elevator", icon: "arrow-up-down" },
  parking: { title: "Parking", icon: "square-parking" },
  private_parking: { title: "Private Parking", icon: "car-front" },
  public_parking: { title: "Public Parking", icon: "parking-meter" },
  kitchen: { title: "Kitchen", icon: "cooking-pot" },
  water: { title: "Water", icon: "droplet" },
  utilities_available: { title: "Electricity and Sewage Availability", icon: "plug-zap" },
  entrance: { title: "Entrance", icon: "door-open" },
  surveillance_cameras: { title: "Surveillance Cameras", icon: "cctv" },
  car_entrance: { title: "Car Entrance", icon: "car" },
  annex: { title: "Annex", icon: "house-plus" },
  separate_water: { title: "Separate Water", icon: "droplets" },
  yard: { title: "Yard", icon: "fence" },
  fruit_trees: { title: "Fruit Trees", icon: "citrus" },
  duplex: { title: "Duplex", icon: "layers-2" },
  swimming_pool: { title: "Swimming Pool", icon: "waves-ladder" },
  garden: { title: "Garden", icon: "flower-2" },
  kids_playground: { title: "Kids Playground", icon: "toy-brick" },
  irrigation_system: { title: "Irrigation System", icon: "sprout" },
  government_building: { title: "Government Building", icon: "landmark" },
  gym: { title: "Gym", icon: "dumbbell" },
  markets_malls: { title: "Markets and Malls", icon: "shopping-bag" },
  hotels: { title: "Hotels", icon: "hotel" },
  schools: { title: "Schools", icon: "school" },
  hospitals: { title: "Hospitals", icon: "hospital" },
  factory: { title: "Factory", icon: "factory" },
  resorts: { title: "Resorts", icon: "tent-tree" },
  stable: { title: "Stable", icon: "wheat" },
  sea_view: { title: "Sea View", icon: "waves" },
  mosques: { title: "Mosques", icon: "mosque" },
  // Rooms and spaces
  central_air_conditioning: { title: "Central Air Conditioning", icon: "snowflake" },
  maid_room: { title: "Maid's Room", icon: "bed-single" },
  driver_room: { title: "Driver's Room", icon: "user-round" },
  guard_room: { title: "Guard Room", icon: "shield-user" },
  majlis: { title: "Majlis", icon: "coffee" },
  mens_majlis: { title: "Men's Majlis", icon: "users" },
  womens_majlis: { title: "Women's Majlis", icon: "users-round" },
  storage_room: { title: "Storage Room", icon: "archive" },
  roof_terrace: { title: "Roof Terrace", icon: "sunset" },
  basement: { title: "Basement", icon: "layers-arrow-down" },
  private_entrance: { title: "Private Entrance", icon: "door-closed" },
  internal_staircase: { title: "Internal Staircase", icon: "door-stairwell" },
  jacuzzi: { title: "Jacuzzi", icon: "bath" },
  kitchen_appliances: { title: "Kitchen Appliances", icon: "refrigerator" },
  // Building services
  smart_home: { title: "Smart Home", icon: "house-wifi" },
  security_guard: { title: "24-Hour Security", icon: "shield-check" },
  fire_safety: { title: "Fire Safety System", icon: "fire-extinguisher" },
  solar_panels: { title: "Solar Panels", icon: "solar-panel" },
  fibre_internet: { title: "Fibre Internet", icon: "wifi" },
  central_gas: { title: "Central Gas", icon: "flame" },
  intercom: { title: "Intercom", icon: "bell-ring" },
  smart_gate: { title: "Smart Gate", icon: "door-closed-locked" },
  water_tank: { title: "Water Tank", icon: "cylinder" },
  maintenance_service: { title: "Maintenance Service", icon: "wrench" },
  cleaning_service: { title: "Cleaning Service", icon: "spray-can" },
  // Compound amenities
  gated_compound: { title: "Gated Compound", icon: "shield-house" },
  sports_courts: { title: "Sports Courts", icon: "volleyball" },
  walking_track: { title: "Walking Track", icon: "footprints" },
  barbecue_area: { title: "Barbecue Area", icon: "flame-kindling" },
  // Surroundings
  prayer_room: { title: "Prayer Room", icon: "moon-star" },
  universities: { title: "Universities", icon: "graduation-cap" },
  metro_nearby: { title: "Near a Metro Station", icon: "train-front" },
  airport_nearby: { title: "Near the Airport", icon: "plane" },
  main_road: { title: "Main Road Frontage", icon: "route" },
  beach_access: { title: "Beach Access", icon: "umbrella" },
} as const satisfies Record<string, { title: string; icon: string }>;

export type FeatureKey = keyof typeof featureCatalogue;
export type FeatureTitle = (typeof featureCatalogue)[FeatureKey]["title"];
export type FeatureIconName = (typeof featureCatalogue)[FeatureKey]["icon"];
export const featureKeys = Object.keys(featureCatalogue) as FeatureKey[];

export function isFeatureKey(key: unknown): key is FeatureKey {
  return typeof key === "string" && Object.hasOwn(featureCatalogue, key);
}

export interface Feature {
  key: FeatureKey;
  title: FeatureTitle;
  icon: FeatureIconName;
}

/** The known features of a listing, in the listing's order, each once; unknown keys are skipped. */
export function knownFeatures(keys: readonly unknown[]): Feature[] {
  const seen = new Set<FeatureKey>();
  const features: Feature[] = [];
  for (const key of keys) {
    if (!isFeatureKey(key) || seen.has(key)) continue;
    seen.add(key);
    features.push({ key, ...featureCatalogue[key] });
  }
  return features;
}
