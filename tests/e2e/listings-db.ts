// Changes a listing straight in the database of the site under test, for what no screen may do: let time pass
// until an advertising licence has run out.
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { withSiteDatabase } from "./site-db.ts";

/**
 * How the listings that a journey creates, publishes and withdraws again are titled (listing-editor.spec.ts):
 * journeys running beside it must not pick one of them, which may be gone by the time they open it.
 */
export const transientListingTitles = { ar: "فيلا للتجربة", en: "Test villa" } as const;

/** The newest property listed that is not one of those transient listings. */
export async function newestLastingProperty(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const response = await request.get("/api/property?limit=20");
  const listed = ((await response.json()) as { data: { id: number; title: string }[] }).data;
  const titles = Object.values(transientListingTitles);
  const property = listed.find((listing) => !titles.some((title) => listing.title.startsWith(title)));
  if (!property) throw new Error("no lasting property listed");
  return property;
}

/** The listing's advertising licence expired a second ago, as if its last day had just ended. */
export async function expireLicence(testInfo: TestInfo, id: number): Promise<void> {
  const expired = new Date(Date.now() - 1000).toISOString();
  await withSiteDatabase(testInfo, (run) =>
    run("update listings set ad_licence_expires_at = $1 where id = $2", [expired, id]),
  );
}

/** Gives the listing `count` photos at once (one demo image repeated), as if staff had uploaded them earlier. */
export async function fillGallery(testInfo: TestInfo, id: number, count: number): Promise<void> {
  await withSiteDatabase(testInfo, async (run) => {
    const [first] = await run<{ key: string }>("select key from media order by key limit 1");
    for (let position = 0; position < count; position += 1) {
      await run("insert into listing_images (listing_id, position, media_key) values ($1, $2, $3)", [
        id,
        position,
        first!.key,
      ]);
    }
  });
}
