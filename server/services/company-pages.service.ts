import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditAction } from "../../domain/admin/audit-actions.ts";
import {
  type CompanyPageContent,
  type CompanyPageName,
  companyPageRichTexts,
  companyPageSchemas,
  type PagePicture,
} from "../../domain/company-pages.ts";
import type { Cache, CachePolicy } from "../cache/cache.ts";
import { topics } from "../cache/topics.ts";
import { insertAudit } from "../db/audit.repository.ts";
import {
  findCompanyPage,
  findPageVersion,
  findPublishedPage,
  listPageVersions,
  publishPage,
  saveDraft,
} from "../db/company-pages.repository.ts";
import { upsertMedia } from "../db/media.repository.ts";
import type { Database } from "../db/schema.ts";
import type { MediaStorage } from "../storage/media-storage.ts";
import { processImage } from "./image-pipeline.ts";
import { filesOfImage } from "./media.service.ts";
import { sanitizeHtml } from "./rich-text.ts";

/** Who made a change, for the audit log and the page's versions. */
export interface PageActor {
  id: number;
  name: string;
  email: string;
  address: string;
}

/** How many of a page's versions the back office lists. */
export const pageVersionsShown = 30;

/** A page's rich texts made safe with the listing descriptions' allow-list (domain/rich-text.ts). */
export function cleanPage<P extends CompanyPageName>(page: P, content: CompanyPageContent[P]): CompanyPageContent[P] {
  return companyPageRichTexts[page](content, sanitizeHtml);
}

/**
 * A stored document read back through its page's schema, its rich texts sanitised again on the way out; one that
 * no longer fits is treated as absent.
 */
function parsePage<P extends CompanyPageName>(page: P, text: string | null | undefined): CompanyPageContent[P] | null {
  if (!text) return null;
  const parsed = companyPageSchemas[page].safeParse(JSON.parse(text));
  return parsed.success ? cleanPage(page, parsed.data as CompanyPageContent[P]) : null;
}

/**
 * The public side: a page's published content, kept in the site's cache under the `company-pages` topic, which
 * every publish invalidates on every process (server/cache/). Null: nothing published, the code's texts show.
 */
export function createCompanyPagesService(db: Kysely<Database>, options: { cache: Cache; cacheMs?: number }) {
  const policy: CachePolicy<CompanyPageContent[CompanyPageName] | null> = { ttlMs: options.cacheMs ?? 30_000 };
  return {
    getCompanyPage<P extends CompanyPageName>(page: P): Promise<CompanyPageContent[P] | null> {
      return options.cache.cached(
        topics.companyPages,
        `page:${page}`,
        async () => parsePage(page, await findPublishedPage(db, page)),
        policy,
      ) as Promise<CompanyPageContent[P] | null>;
    },
  };
}

/** The back office's side: drafts, publishing, versions and pictures (docs/decisions/043-company-pages.md). */
export function createCompanyPagesEditor(
  db: Kysely<Database>,
  options: { storage: MediaStorage; published: () => void },
) {
  const audit = (actor: PageActor, action: AuditAction, subject: string, detail: Record<string, unknown>) => ({
    at: new Date().toISOString(),
    staffId: actor.id,
    actorEmail: actor.email,
    action,
    subject,
    detail,
    address: actor.address,
  });

  return {
    async read<P extends CompanyPageName>(page: P) {
      const row = await findCompanyPage(db, page);
      const versions = await listPageVersions(db, page, pageVersionsShown);
      return {
        draft: parsePage(page, row?.draft),
        published: parsePage(page, row?.published),
        publishedAt: row?.published_at ?? null,
        versions: versions.map((version) => ({
          id: version.id,
          publishedAt: version.published_at,
          by: version.published_by_name,
        })),
      };
    },

    async saveDraft<P extends CompanyPageName>(page: P, content: CompanyPageContent[P], actor: PageActor) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await saveDraft(trx, page, JSON.stringify(cleanPage(page, content)), now);
        await insertAudit(trx, audit(actor, "page_draft_saved", `page:${page}`, {}));
      });
    },

    /** Publishes `content` (and keeps it as the draft): every process shows it at once. */
    async publish<P extends CompanyPageName>(page: P, content: CompanyPageContent[P], actor: PageActor) {
      const now = new Date().toISOString();
      const version = await db.transaction().execute(async (trx) => {
        const id = await publishPage(trx, page, JSON.stringify(cleanPage(page, content)), actor, now);
        await insertAudit(trx, audit(actor, "page_published", `page:${page}`, { version: id }));
        return id;
      });
      options.published();
      return version;
    },

    /** Publishes an earlier version again (as a new version); undefined when the page has no such version. */
    async restore(page: CompanyPageName, versionId: number, actor: PageActor): Promise<number | undefined> {
      const content = parsePage(page, await findPageVersion(db, page, versionId));
      if (!content) return undefined;
      const now = new Date().toISOString();
      const version = await db.transaction().execute(async (trx) => {
        const id = await publishPage(trx, page, JSON.stringify(content), actor, now);
        await insertAudit(trx, audit(actor, "page_restored", `page:${page}`, { from: versionId, version: id }));
        return id;
      });
      options.published();
      return version;
    },

    /**
     * A picture for a page: checked by its bytes and encoded by the listings' pipeline (AVIF and WebP at the
     * site's widths), stored and recorded in `media`. Its alt texts and focal point are the page's to give.
     */
    async uploadPicture(bytes: Buffer, actor: PageActor): Promise<Omit<PagePicture, "alt" | "focal">> {
      const image = await processImage(bytes);
      const key = `uploads/${randomUUID()}`;
      const record = { key, width: image.width, height: image.height, variantWidths: image.variantWidths };
      const written: string[] = [];
      try {
        for (const file of image.files) {
          await options.storage.put(`${key}${file.suffix}`, file.body, file.contentType);
          written.push(`${key}${file.suffix}`);
        }
        await db.transaction().execute(async (trx) => {
          await upsertMedia(trx, [record]);
          await insertAudit(trx, audit(actor, "page_picture_uploaded", "pages", { key, bytes: bytes.length }));
        });
      } catch (error) {
        await options.storage.remove(written.length ? filesOfImage(record) : []).catch(() => {});
        throw error;
      }
      return { key, width: image.width, height: image.height, widths: image.variantWidths };
    },
  };
}
export type CompanyPagesEditor = ReturnType<typeof createCompanyPagesEditor>;

/** What a page's preview shows: its draft, else what is published (null: the texts the site ships). */
export async function pagePreviewContent<P extends CompanyPageName>(
  db: Kysely<Database>,
  page: P,
): Promise<CompanyPageContent[P] | null> {
  const row = await findCompanyPage(db, page);
  return parsePage(page, row?.draft) ?? parsePage(page, row?.published);
}
