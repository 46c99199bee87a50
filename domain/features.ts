/**
 * Feature keys of listings (spec §3 "Feature labels"). The visible title is the
 * translation `features.{title}`; icons come with the detail pages.
 */
export const featureCatalogue = {
  furnished: "Furnished",
  electricity: "Electricity",
  separate_electricity: "Separate Electricity",
  balcony: "Balcony",
  air_conditioners: "Air Conditioners",
  laundry_room: "Laundry Room",
  elevator: "Elevator",
  parking: "Parking",
  private_parking: "Private Parking",
  public_parking: "Public Parking",
  kitchen: "Kitchen",
  water: "Water",
  utilities_available: "Electricity and Sewage Availability",
  entrance: "Entrance",
  surveillance_cameras: "Surveillance Cameras",
  car_entrance: "Car Entrance",
  annex: "Annex",
  separate_water: "Separate Water",
  yard: "Yard",
  fruit_trees: "Fruit Trees",
  duplex: "Duplex",
  swimming_pool: "Swimming Pool",
  garden: "Garden",
  kids_playground: "Kids Playground",
  irrigation_system: "Irrigation System",
  government_building: "Government Building",
  gym: "Gym",
  markets_malls: "Markets and Malls",
  hotels: "Hotels",
  schools: "Schools",
  hospitals: "Hospitals",
  factory: "Factory",
  resorts: "Resorts",
  stable: "Stable",
  sea_view: "Sea View",
  mosques: "Mosques",
} as const;

export type FeatureKey = keyof typeof featureCatalogue;
export const featureKeys = Object.keys(featureCatalogue) as FeatureKey[];
