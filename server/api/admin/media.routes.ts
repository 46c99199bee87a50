import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import {
  listingImagesAnswer,
  listingRefParams,
  mediaMessageOf,
  saveListingImagesBody,
  uploadedDocumentAnswer,
  uploadedImageAnswer,
  uploadedQrImageAnswer,
} from "../../../domain/admin/media.ts";
import { uploadLimits } from "../../../domain/admin/media-limits.ts";
import type { Database } from "../../db/schema.ts";
import { MediaRefusal } from "../../services/image-pipeline.ts";
import { type Actor, createMediaService } from "../../services/media.service.ts";
import type { MediaStorage } from "../../storage/media-storage.ts";
import { errorAnswer } from "../contract.ts";

export interface MediaRoutesOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  /** Called after a listing's images change, so the public pages stop serving their kept copies. */
  changed: () => void;
}

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staffSession!.staff;
  return { staffId: staff.id, email: staff.email, address: request.ip };
}

export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: MediaRefusal) {
  return reply.status(refusal.status).send({
    error: { code: refusal.code, message: mediaMessageOf(refusal.code, request.headers["accept-language"]) },
  });
}

/** The first file of a multipart body, read into memory up to the size limit. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  // A body announced larger than the limit is refused before a byte of it is read.
  const announced = Number(request.headers["content-length"] ?? 0);
  if (announced > uploadLimits.maxBytes + 64 * 1024) throw new MediaRefusal(413, "file_too_large");
  if (!request.isMultipart()) throw new MediaRefusal(400, "no_file");
  const part = await request.file({ limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 4, parts: 5 } });
  if (!part) throw new MediaRefusal(400, "no_file");
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new MediaRefusal(413, "file_too_large");
    throw error;
  }
}

/** Runs a media operation; a refusal becomes its translated 4xx answer. */
async function answer<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>, status = 200) {
  try {
    const data = await work();
    return reply.status(status).send({ data });
  } catch (error) {
    if (error instanceof MediaRefusal) return sendRefusal(request, reply, error);
    throw error;
  }
}

/** /api/admin/media…: a listing's images and PDF documents (docs/decisions/021-media-pipeline.md). Editors and admins. */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
  const media = createMediaService(options.db, options.storage, options.changed);
  // Only these routes take multipart bodies; the file size is limited again per request.
  await app.register(multipart, {
    limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const imagesPath = "/media/listings/:kind/:id/images";
  const config = { access: "editor" as const };

  api.get(
    imagesPath,
    {
      schema: {
        summary: "A listing's images in their order (the first is the cover)",
        params: listingRefParams,
        response: { 200: listingImagesAnswer, 404: errorAnswer },
      },
      config,
    },
    (request, reply) =>
      answer(request, reply, async () => ({ images: await media.listImages(request.params.kind, request.params.id) })),
  );

  api.post(
    imagesPath,
    {
      schema: {
        summary: "Upload one photo (multipart, field `file`): checked by its bytes, re-encoded, added last",
        description:
          "JPEG, PNG, WebP or AVIF, at most 20 MB and 50 megapixels. EXIF orientation is applied and every " +
          "metadata field removed; AVIF and WebP variants and a 1200×630 JPEG preview are stored.",
        params: listingRefParams,
        response: {
          201: uploadedImageAnswer,
          400: errorAnswer,
          404: errorAnswer,
          409: errorAnswer,
          413: errorAnswer,
          415: errorAnswer,
          422: errorAnswer,
          503: errorAnswer,
        },
      },
      config,
    },
    (request, reply) =>
      answer(
        request,
        reply,
        async () => {
          const { kind, id } = request.params;
          return media.uploadListingImage(kind, id, await readUpload(request), actorOf(request));
        },
        201,
      ),
  );

  api.put(
    imagesPath,
    {
      schema: {
        summary: "Save the order (the first is the cover) and the alternative texts of a listing's images",
        params: listingRefParams,
        body: saveListingImagesBody,
        response: { 200: listingImagesAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
      config,
    },
    (request, reply) =>
      answer(request, reply, async () => ({
        images: await media.saveListingImages(request.params.kind, request.params.id, request.body, actorOf(request)),
      })),
  );

  api.delete(
    imagesPath,
    {
      schema: {
        summary: "Remove one image from a listing; its files are deleted when nothing else uses them",
        params: listingRefParams,
        querystring: z.object({ key: z.string().min(1).max(200) }),
        response: { 200: listingImagesAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
      config,
    },
    (request, reply) =>
      answer(request, reply, async () => ({
        images: await media.removeListingImage(
          request.params.kind,
          request.params.id,
          request.query.key,
          actorOf(request),
        ),
      })),
  );

  api.post(
    "/media/documents",
    {
      schema: {
        summary: "Upload a PDF (terms, certificate, company profile; multipart, field `file`), at most 20 MB",
        response: { 201: uploadedDocumentAnswer, 400: errorAnswer, 413: errorAnswer, 415: errorAnswer },
      },
      config,
    },
    (request, reply) =>
      answer(request, reply, async () => media.uploadDocument(await readUpload(request), actorOf(request)), 201),
  );

  api.post(
    "/media/qr-images",
    {
      schema: {
        summary: "Upload a listing's advertising QR code as an image (multipart, field `file`), stored as a PNG",
        description:
          "JPEG, PNG, WebP or AVIF, at most 20 MB and 50 megapixels; turned upright, at most 1000 px wide, no " +
          "metadata. The answered /media/qr/….png URL goes in the listing's QR field.",
        response: {
          201: uploadedQrImageAnswer,
          400: errorAnswer,
          413: errorAnswer,
          415: errorAnswer,
          422: errorAnswer,
          503: errorAnswer,
        },
      },
      config,
    },
    (request, reply) =>
      answer(request, reply, async () => media.uploadQrImage(await readUpload(request), actorOf(request)), 201),
  );
}
