import type { Kysely } from "kysely";
import type { PurposeCode } from "../../domain/details.ts";
import { countListings, insertListingGraphIn, type NewListingGraph } from "../db/listing.repository.ts";
import { upsertMedia } from "../db/media.repository.ts";
import type { Database } from "../db/schema.ts";
import { findCompany } from "../db/settings.repository.ts";
import { demoCategories, demoCities, demoListings } from "./demo-content.ts";
import { generateDemoImages } from "./demo-images.ts";
import type { DemoListing } from "./demo-types.ts";

const imagePoolSize = 24;
const dayMs = 86_400_000;

export interface SeedOptions {
  mediaDir: string;
  /** Auction dates are relative to this day. */
  now?: Date;
}

/** Fills an empty database with the demo content; a database with listings is left alone. */
export async function seedDemoContent(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  if ((await countListings(db)) > 0) return false;
  const imageKeys = await prepareImages(db, options.mediaDir);
  const company = await findCompany(db);
  await db.transaction().execute(async (trx) => {
    const categoryIds = await insertCategories(trx);
    let imageCursor = 0;
    for (const [index, demo] of demoListings.entries()) {
      const images = Array.from({ length: demo.imageCount }, () => imageKeys[imageCursor++ % imageKeys.length]!);
      const graph = listingGraph(demo, {
        index,
        now: options.now ?? new Date(),
        categoryIds,
        images,
        advertiser: company ? { ar: company.name.ar, en: company.name.en, fal: company.licences.fal } : undefined,
      });
      await insertListingGraphIn(trx, graph);
    }
  });
  return true;
}

/**
 * Adds `count` listings made from the demo templates (shifted coordinates, numbered
 * titles) for benchmarks; categories and images must exist (seed the demo first).
 */
export async function seedBulkListings(db: Kysely<Database>, options: SeedOptions & { count: number }) {
  const imageKeys = await prepareImages(db, options.mediaDir);
  const categories = await db.selectFrom("categories").select(["id", "kind", "slug"]).execute();
  const categoryIds = new Map(categories.map((row) => [`${row.kind}:${row.slug}`, row.id]));
  const batchSize = 500;
  for (let start = 0; start < options.count; start += batchSize) {
    await db.transaction().execute(async (trx) => {
      for (let index = start; index < Math.min(start + batchSize, options.count); index++) {
        const template = demoListings[index % demoListings.length]!;
        const shifted: DemoListing = {
          ...template,
          title: { ar: `${template.title.ar} ${index + 1}`, en: `${template.title.en} ${index + 1}` },
          lat: template.lat + (((index * 7919) % 1000) - 500) / 20_000,
          lng: template.lng + (((index * 104_729) % 1000) - 500) / 20_000,
        };
        const images = Array.from(
          { length: template.imageCount },
          (_, i) => imageKeys[(index + i) % imageKeys.length]!,
        );
        await insertListingGraphIn(
          trx,
          listingGraph(shifted, { index, now: options.now ?? new Date(), categoryIds, images }),
        );
      }
    });
  }
}

async function prepareImages(db: Kysely<Database>, mediaDir: string): Promise<string[]> {
  const images = await generateDemoImages(mediaDir, imagePoolSize);
  await upsertMedia(db, images);
  return images.map((image) => image.key);
}

async function insertCategories(trx: Kysely<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort_order, category] of demoCategories.entries()) {
    const { id } = await trx
      .insertInto("categories")
      .values({
        kind: category.kind,
        slug: category.slug,
        name_ar: category.name.ar,
        name_en: category.name.en,
        sort_order,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(`${category.kind}:${category.slug}`, id);
  }
  return ids;
}

interface GraphContext {
  index: number;
  now: Date;
  categoryIds: Map<string, number>;
  images: string[];
  advertiser?: { ar: string; en: string; fal: string };
}

/** Auctions open at 10:00 and close at 19:00 Riyadh time (UTC+3) on their days. */
function dayAt(now: Date, days: number, riyadhHour: number): string {
  const midnightUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnightUtc + days * dayMs + (riyadhHour - 3) * 3_600_000).toISOString();
}

/** The spec's "purpose" detail of a demo listing, from its category where that says it. */
const purposeOfCategory: Record<string, PurposeCode> = {
  "residential-land": "residential",
  villas: "residential",
  apartments: "residential",
  townhouses: "residential",
  apartment: "residential",
  villa: "residential",
  "commercial-land": "commercial",
  commercial: "commercial",
  office: "commercial",
  shop: "commercial",
  building: "mixed",
  warehouse: "industrial",
  agricultural: "agricultural",
};

function detailsWithPurpose(demo: DemoListing): string {
  const purpose = purposeOfCategory[demo.categorySlug];
  return JSON.stringify(purpose ? { ...demo.details, purpose } : demo.details);
}

function listingGraph(demo: DemoListing, context: GraphContext): NewListingGraph {
  const city = demoCities.find((candidate) => candidate.slug === demo.citySlug);
  if (!city) throw new Error(`Demo listing "${demo.title.en}" names an unknown city ${demo.citySlug}`);
  const categoryId = (slug: string, kind: string) => context.categoryIds.get(`${kind}:${slug}`) ?? null;
  const serial = String(7_100_000_000 + context.index * 7_919).slice(0, 10);
  const isAuction = demo.kind === "auction";
  return {
    listing: {
      kind: demo.kind,
      category_id: categoryId(demo.categorySlug, demo.kind),
      status: demo.status,
      published: 1,
      title_ar: demo.title.ar,
      title_en: demo.title.en,
      description_ar: demo.description.ar,
      description_en: demo.description.en,
      location_ar: demo.location.ar,
      location_en: demo.location.en,
      city: city.slug,
      price: demo.price ?? null,
      rent_period: demo.rentPeriod ?? null,
      area: demo.area ?? null,
      lat: demo.lat,
      lng: demo.lng,
      video_url: demo.videoUrl ?? null,
      auction_url: isAuction ? "https://example.com/online-auction" : null,
      auction_certificate_url: isAuction ? `/media/${context.images[0]}-960.webp` : null,
      file_url: demo.kind === "project" ? `/media/${context.images[0]}-1600.webp` : null,
      terms_url: isAuction ? `/media/${context.images[1] ?? context.images[0]}-960.webp` : null,
      marketing_profile_url: demo.kind !== "property" ? `/media/${context.images[0]}-1600.webp` : null,
      start_date: demo.startInDays === undefined ? null : dayAt(context.now, demo.startInDays, 10),
      end_date: demo.endInDays === undefined ? null : dayAt(context.now, demo.endInDays, 19),
      deposit_amount: demo.depositAmount ?? null,
      auction_licence_number: isAuction ? `AUC-${serial.slice(0, 7)}` : null,
      details: detailsWithPurpose(demo),
      show_fields: JSON.stringify([]),
      ad_licence_number: serial,
      ad_licence_expires_at: dayAt(context.now, 365, 23),
      advertiser_name_ar: context.advertiser?.ar ?? null,
      advertiser_name_en: context.advertiser?.en ?? null,
      advertiser_fal_licence: context.advertiser?.fal ?? null,
      ad_qr_url: null,
      // Newest first in lists: spread creation over the past weeks in template order.
      created_at: new Date(context.now.getTime() - context.index * 3_600_000).toISOString(),
    },
    imageKeys: context.images,
    features: [...new Set(demo.features)],
    boundaries: (demo.boundaries ?? []).map((boundary) => ({
      direction: boundary.direction,
      length_m: boundary.lengthM,
      description_ar: boundary.description.ar,
      description_en: boundary.description.en,
    })),
    lots: (demo.lots ?? []).map((lot, position) => ({
      category_id: categoryId(lot.categorySlug, "auction"),
      title_ar: lot.title.ar,
      title_en: lot.title.en,
      location_ar: lot.location.ar,
      location_en: lot.location.en,
      area: lot.area,
      opening_price: lot.openingPrice,
      lat: lot.lat,
      lng: lot.lng,
      deed_number: lot.deedNumber,
      media_key: context.images[position % context.images.length] ?? null,
      details: JSON.stringify(lot.details),
    })),
  };
}
