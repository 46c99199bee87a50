import type { ListingKind } from "../listing.ts";

// The listings' trash (docs/decisions/038-trash.md): shapes and rules shared by the API, the daily sweep and the
// back office's screen. No zod here: the admin screens import this module (decision 017, first load).

/** How many days a listing stays in the trash when TRASH_DAYS is not set. */
export const defaultTrashDays = 30;

const dayMs = 86_400_000;

/** The instant a listing trashed at `trashedAt` is deleted for good by the daily sweep. */
export function purgeDueAt(trashedAt: string, trashDays: number): string {
  return new Date(Date.parse(trashedAt) + trashDays * dayMs).toISOString();
}

/** Days left before the sweep deletes it for good, a day begun counting whole: 30 just after, 0 once due. */
export function trashDaysLeft(trashedAt: string, trashDays: number, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(purgeDueAt(trashedAt, trashDays)) - now.getTime()) / dayMs));
}

/** Listings trashed before this instant are due for the sweep. */
export function trashedBefore(now: Date, trashDays: number): string {
  return new Date(now.getTime() - trashDays * dayMs).toISOString();
}

/** One listing in the trash as the back office lists it. */
export interface TrashedListing {
  id: number;
  kind: ListingKind;
  titleAr: string;
  titleEn: string;
  /** The cover's smallest stored variant, or null without photos. */
  thumbnail: string | null;
  imageCount: number;
  trashedAt: string;
  /** The name of who moved it there; null for rows whose author is unknown. */
  trashedBy: string | null;
  /** When the daily sweep deletes it for good. */
  purgeAt: string;
}

export interface TrashPage {
  data: TrashedListing[];
  meta: { page: number; limit: number; total: number; trashDays: number };
}

/** What the trash does to chosen listings: put them back as drafts, or delete them for good (admins only). */
export const trashActions = ["restore", "purge"] as const;
export type TrashAction = (typeof trashActions)[number];
