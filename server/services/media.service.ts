import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ListingImage, SaveListingImagesBody } from "../../domain/admin/media.ts";
import { maxImagesPerListing } from "../../domain/admin/media-limits.ts";
import { insertAudit } from "../db/audit.repository.ts";
import {
  appendListingImage,
  countListingImages,
  deleteUnusedMedia,
  findListingOfKind,
  listListingImages,
  lockListing,
  type MediaRecord,
  replaceListingImages,
  upsertMedia,
} from "../db/media.repository.ts";
import type { Database } from "../db/schema.ts";
import { imageFormats } from "../seed/demo-images.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { checkPdf, MediaRefusal, processImage, processQrImage } from "./image-pipeline.ts";

/** Who made a change, for the audit log. */
export interface Actor {
  staffId: number;
  email: string;
  address: string;
}

/** Every stored file of an image: its variants and its link-preview JPEG. */
export function filesOfImage(record: Pick<MediaRecord, "key" | "variantWidths">): string[] {
  return [
    ...record.variantWidths.flatMap((width) => imageFormats.map((format) => `${record.key}-${width}.${format}`)),
    `${record.key}-preview.jpg`,
  ];
}

function toListingImage(row: Awaited<ReturnType<typeof listListingImages>>[number]): ListingImage {
  return {
    key: row.key,
    width: row.width,
    height: row.height,
    widths: row.variant_widths.split(",").map(Number),
    alt: { ar: row.alt_ar, en: row.alt_en },
  };
}

/**
 * The back office's media (docs/decisions/021-media-pipeline.md): images are checked and encoded in memory, then
 * stored, then recorded with their audit row; a refused upload stores nothing. `changed` lets the public pages
 * forget what they keep.
 */
export function createMediaService(db: Kysely<Database>, storage: MediaStorage, changed: () => void) {
  async function listingId(kind: string, id: number): Promise<number> {
    const found = await findListingOfKind(db, kind, id);
    if (found === undefined) throw new MediaRefusal(404, "listing_not_found");
    return found.id;
  }

  /** A listing whose media may change: found, and not in the trash (docs/decisions/038-trash.md). */
  async function changeableListing(kind: string, id: number): Promise<number> {
    const found = await findListingOfKind(db, kind, id);
    if (found === undefined) throw new MediaRefusal(404, "listing_not_found");
    if (found.trashed) throw new MediaRefusal(409, "listing_in_trash");
    return found.id;
  }

  /** Locks the listing for a change of its media; one moved to the trash meanwhile is refused. */
  async function lockChangeable(trx: Kysely<Database>, listing: number): Promise<void> {
    if (!(await lockListing(trx, listing))) throw new MediaRefusal(409, "listing_in_trash");
  }

  async function storeFiles(key: string, files: { suffix: string; contentType: string; body: Buffer }[]) {
    const written: string[] = [];
    try {
      for (const file of files) {
        await storage.put(`${key}${file.suffix}`, file.body, file.contentType);
        written.push(`${key}${file.suffix}`);
      }
    } catch (error) {
      await storage.remove(written).catch(() => {});
      throw error;
    }
  }

  return {
    async listImages(kind: string, id: number): Promise<ListingImage[]> {
      return (await listListingImages(db, await listingId(kind, id))).map(toListingImage);
    },

    /**
     * Checks, encodes and stores one photo, and adds it after the listing's last one. A full listing is refused
     * before the work, and again in the transaction that adds the photo (under the listing's lock), so parallel
     * uploads never take it past the limit.
     */
    async uploadListingImage(kind: string, id: number, bytes: Buffer, actor: Actor): Promise<ListingImage> {
      const listing = await changeableListing(kind, id);
      if ((await countListingImages(db, listing)) >= maxImagesPerListing) {
        throw new MediaRefusal(409, "too_many_images");
      }
      const image = await processImage(bytes);
      const key = `uploads/${randomUUID()}`;
      await storeFiles(key, image.files);
      const record: MediaRecord = { key, width: image.width, height: image.height, variantWidths: image.variantWidths };
      try {
        await db.transaction().execute(async (trx) => {
          await lockChangeable(trx, listing);
          if ((await countListingImages(trx, listing)) >= maxImagesPerListing) {
            throw new MediaRefusal(409, "too_many_images");
          }
          await upsertMedia(trx, [record]);
          const position = await appendListingImage(trx, listing, key);
          await insertAudit(trx, {
            at: new Date().toISOString(),
            staffId: actor.staffId,
            actorEmail: actor.email,
            action: "media_uploaded",
            subject: `${kind}:${listing}`,
            detail: { key, position, width: image.width, height: image.height, bytes: bytes.length },
            address: actor.address,
          });
        });
      } catch (error) {
        await storage.remove(filesOfImage(record)).catch(() => {});
        throw error;
      }
      changed();
      return { key, width: image.width, height: image.height, widths: image.variantWidths, alt: { ar: "", en: "" } };
    },

    /**
     * Saves the order (the first is the cover) and the alternative texts. The keys must be the listing's
     * images as they are now: a list made before another upload or removal is refused (409), never applied.
     */
    async saveListingImages(kind: string, id: number, body: SaveListingImagesBody, actor: Actor) {
      const listing = await changeableListing(kind, id);
      const images = await db.transaction().execute(async (trx) => {
        await lockChangeable(trx, listing);
        const before = await listListingImages(trx, listing);
        const current = new Set(before.map((row) => row.key));
        if (body.images.length !== current.size || body.images.some((image) => !current.has(image.key))) {
          throw new MediaRefusal(409, "unknown_images");
        }
        await replaceListingImages(
          trx,
          listing,
          body.images.map((image) => ({ key: image.key, altAr: image.alt.ar, altEn: image.alt.en })),
        );
        const order = body.images.map((image) => image.key);
        const altChanged = body.images
          .filter((image) => {
            const old = before.find((row) => row.key === image.key);
            return old?.alt_ar !== image.alt.ar || old?.alt_en !== image.alt.en;
          })
          .map((image) => image.key);
        await insertAudit(trx, {
          at: new Date().toISOString(),
          staffId: actor.staffId,
          actorEmail: actor.email,
          action: "media_changed",
          subject: `${kind}:${listing}`,
          detail: {
            order,
            reordered: before.some((row, index) => order[index] !== row.key),
            cover: order[0] ?? null,
            altChanged,
          },
          address: actor.address,
        });
        return listListingImages(trx, listing);
      });
      changed();
      return images.map(toListingImage);
    },

    /** Removes one image from the listing; its files go when nothing else uses them. */
    async removeListingImage(kind: string, id: number, key: string, actor: Actor) {
      const listing = await changeableListing(kind, id);
      const { images, unused } = await db.transaction().execute(async (trx) => {
        await lockChangeable(trx, listing);
        const before = await listListingImages(trx, listing);
        if (!before.some((row) => row.key === key)) throw new MediaRefusal(404, "unknown_images");
        const kept = before.filter((row) => row.key !== key);
        await replaceListingImages(
          trx,
          listing,
          kept.map((row) => ({ key: row.key, altAr: row.alt_ar, altEn: row.alt_en })),
        );
        const unused = await deleteUnusedMedia(trx, [key]);
        await insertAudit(trx, {
          at: new Date().toISOString(),
          staffId: actor.staffId,
          actorEmail: actor.email,
          action: "media_removed",
          subject: `${kind}:${listing}`,
          detail: { key, filesRemoved: unused.length > 0 },
          address: actor.address,
        });
        return { images: await listListingImages(trx, listing), unused };
      });
      // After the commit: a failed removal leaves unused files behind, never a row without its files.
      await storage.remove(unused.flatMap(filesOfImage));
      changed();
      return images.map(toListingImage);
    },

    /** Stores a PDF (terms, certificate, company profile) and returns its URL for a listing's field. */
    async uploadDocument(bytes: Buffer, actor: Actor): Promise<{ url: string; bytes: number }> {
      await checkPdf(bytes);
      const key = `documents/${randomUUID()}.pdf`;
      await storage.put(key, bytes, "application/pdf");
      await insertAudit(db, {
        at: new Date().toISOString(),
        staffId: actor.staffId,
        actorEmail: actor.email,
        action: "document_uploaded",
        subject: key,
        detail: { bytes: bytes.length },
        address: actor.address,
      });
      return { url: `/media/${key}`, bytes: bytes.length };
    },

    /** An advertising QR code as an image: stored as a PNG whose /media/qr/… URL the listing's QR field takes. */
    async uploadQrImage(bytes: Buffer, actor: Actor): Promise<{ url: string; bytes: number }> {
      const png = await processQrImage(bytes);
      const key = `qr/${randomUUID()}.png`;
      await storage.put(key, png, "image/png");
      await insertAudit(db, {
        at: new Date().toISOString(),
        staffId: actor.staffId,
        actorEmail: actor.email,
        action: "qr_image_uploaded",
        subject: key,
        detail: { bytes: png.length },
        address: actor.address,
      });
      return { url: `/media/${key}`, bytes: png.length };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
