import { z } from "zod";
import { maxRowId } from "./ids.ts";

/**
 * A path's id for the API's contracts: a whole number from 1 to maxRowId, else a 400 naming the field. Apart
 * from domain/ids.ts so that the pages, which read ids with parseRowId, do not load zod.
 */
export const rowIdParam = z.coerce.number().int().min(1).max(maxRowId);
