import { z } from "zod";
import {
  companyPageNames,
  homePageContentSchema,
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

/** Any page's content; the route holds it to the schema of the page it names. */
export const pageContentBody = z.object({ content: homePageContentSchema });

export const pageEditorAnswer = z.object({
  data: z.object({
    draft: homePageContentSchema.nullable(),
    published: homePageContentSchema.nullable(),
    publishedAt: z.string().nullable(),
    versions: z.array(z.object({ id: z.number().int(), publishedAt: z.string(), by: z.string().nullable() })),
  }) satisfies z.ZodType<PageEditorData>,
});

export const pagePublishedAnswer = z.object({ data: z.object({ version: z.number().int() }) });

export const pagePictureAnswer = z.object({
  data: pagePictureSchema.omit({ alt: true, focal: true }) satisfies z.ZodType<UploadedPagePicture>,
});
