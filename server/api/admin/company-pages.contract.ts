import { z } from "zod";
import {
  anyCompanyPageSchema,
  companyPageNames,
  type PageEditorData,
  pagePictureSchema,
  type UploadedPagePicture,
} from "../../../domain/company-pages.ts";
import { maxRowId } from "../../../domain/ids.ts";

// The back office's company pages (docs/decisions/043-company-pages.md).

export const pageParams = z.object({ page: z.enum(companyPageNames) });
export const pageVersionParams = z.object({
  page: z.enum(companyPageNames),
  id: z.coerce.number().int().min(1).max(maxRowId),
});

/**
 * Any page's content: the route holds it to the schema of the page it names (`pageContentOf`), so that a refusal
 * names the page's own fields (`content.hero.ar.heading`).
 */
export const pageContentBody = z.object({
  content: z.record(z.string(), z.unknown()).describe("The page's content, as its schema in domain/company-pages.ts"),
});

export const pageEditorAnswer = z.object({
  data: z.object({
    draft: anyCompanyPageSchema.nullable(),
    published: anyCompanyPageSchema.nullable(),
    publishedAt: z.string().nullable(),
    versions: z.array(z.object({ id: z.number().int(), publishedAt: z.string(), by: z.string().nullable() })),
  }) satisfies z.ZodType<PageEditorData>,
});

export const pagePublishedAnswer = z.object({ data: z.object({ version: z.number().int() }) });

export const pagePictureAnswer = z.object({
  data: pagePictureSchema.omit({ alt: true, focal: true }) satisfies z.ZodType<UploadedPagePicture>,
});
