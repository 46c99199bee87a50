import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { uploadLimits } from "../../../domain/admin/media-limits.ts";
import { accessFor } from "../../../domain/admin/permissions.ts";
import {
  type CompanyPageContent,
  type CompanyPageName,
  companyPageNames,
  companyPageSchemas,
} from "../../../domain/company-pages.ts";
import type { Database } from "../../db/schema.ts";
import { cleanPage, createCompanyPagesEditor, type PageActor } from "../../services/company-pages.service.ts";
import { MediaRefusal } from "../../services/image-pipeline.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { errorAnswer } from "../contract.ts";
import { sendError } from "../errors.ts";
import {
  pageContentBody,
  pageEditorAnswer,
  pageParams,
  pagePictureAnswer,
  pagePublishedAnswer,
  pageVersionParams,
} from "./company-pages.contract.ts";
import { readUpload, sendRefusal } from "./media.routes.ts";

function actorOf(request: FastifyRequest): PageActor {
  const staff = request.staffSession!.staff;
  return { id: staff.id, name: staff.name, email: staff.email, address: request.ip };
}

/** Each page's body, checked as the route's own body schema would be. */
const bodyChecks = Object.fromEntries(
  companyPageNames.map((page) => [
    page,
    validatorCompiler({
      schema: z.object({ content: companyPageSchemas[page] }),
      method: "PUT",
      url: `/pages/${page}`,
      httpPart: "body",
    }),
  ]),
) as Record<CompanyPageName, ReturnType<typeof validatorCompiler>>;

function checked<P extends CompanyPageName>(page: P, body: unknown): CompanyPageContent[P] {
  const result = bodyChecks[page](body) as { error?: unknown[]; value?: { content: CompanyPageContent[P] } };
  if (result.error) {
    throw Object.assign(new Error("The page's content does not fit its schema"), {
      statusCode: 400,
      validation: result.error,
      validationContext: "body",
    });
  }
  return result.value!.content;
}

/**
 * The content of a draft or publish, held to the schema of the page its address names: refused as any invalid
 * input is (400, a message per field: `content.hero.picture.alt.ar`). Its rich texts are sanitised, then checked
 * again: a text that was nothing but what the sanitiser drops is an empty one.
 */
function contentOf<P extends CompanyPageName>(page: P, body: unknown): CompanyPageContent[P] {
  return checked(page, { content: cleanPage(page, checked(page, body)) });
}

/**
 * /api/admin/pages…: the words and pictures of the company's own pages, for admins and the editors an admin gave
 * the right (docs/decisions/043-company-pages.md). Publishing invalidates the pages' cache topics on every process.
 */
export async function companyPagesRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; storage: MediaStorage; pagesPublished: () => void },
) {
  const editor = createCompanyPagesEditor(options.db, {
    storage: options.storage,
    published: options.pagesPublished,
  });
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: accessFor("editPages"), grant: "canEditPages" as const };

  api.get(
    "/pages/:page",
    {
      schema: {
        summary: "A company page's draft, published content and versions (null: the texts the site ships)",
        params: pageParams,
        response: { 200: pageEditorAnswer },
      },
      config,
    },
    async (request) => ({ data: await editor.read(request.params.page) }),
  );

  api.put(
    "/pages/:page/draft",
    {
      schema: {
        summary: "Save a company page's draft; the public page does not change",
        params: pageParams,
        body: pageContentBody,
        response: { 200: pageEditorAnswer, 400: errorAnswer },
      },
      config,
    },
    async (request) => {
      const { page } = request.params;
      await editor.saveDraft(page, contentOf(page, request.body), actorOf(request));
      return { data: await editor.read(request.params.page) };
    },
  );

  api.post(
    "/pages/:page/publish",
    {
      schema: {
        summary: "Publish a company page: every process shows it at once, and it is kept as a version",
        params: pageParams,
        body: pageContentBody,
        response: { 200: pagePublishedAnswer, 400: errorAnswer },
      },
      config,
    },
    async (request) => {
      const { page } = request.params;
      return { data: { version: await editor.publish(page, contentOf(page, request.body), actorOf(request)) } };
    },
  );

  api.post(
    "/pages/:page/versions/:id/restore",
    {
      schema: {
        summary: "Publish an earlier version of a company page again",
        params: pageVersionParams,
        response: { 200: pagePublishedAnswer, 404: errorAnswer },
      },
      config,
    },
    async (request, reply) => {
      const version = await editor.restore(request.params.page, request.params.id, actorOf(request));
      if (version === undefined) return sendError(request, reply, 404, "not_found");
      return { data: { version } };
    },
  );

  api.post(
    "/pages/pictures",
    {
      schema: {
        summary: "Upload a picture for a company page (multipart, field `file`): checked by its bytes, re-encoded",
        description:
          "JPEG, PNG, WebP or AVIF, at most 20 MB and 50 megapixels, stored as AVIF and WebP at the site's widths. " +
          "The page gives its alt texts (both languages) and focal point when it is saved.",
        response: {
          201: pagePictureAnswer,
          400: errorAnswer,
          413: errorAnswer,
          415: errorAnswer,
          422: errorAnswer,
          503: errorAnswer,
        },
      },
      config,
    },
    async (request, reply) => {
      try {
        const picture = await editor.uploadPicture(await readUpload(request), actorOf(request));
        return reply.status(201).send({ data: picture });
      } catch (error) {
        if (error instanceof MediaRefusal) return sendRefusal(request, reply, error);
        throw error;
      }
    },
  );
}
