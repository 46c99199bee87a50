import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { removeAlertsOf } from "../db/search-alert.repository.ts";

/** The visitor whose lead staff erase or anonymise on request: how other features know them. */
export interface PersonOnRequest {
  name: string;
  /** Null when the lead had none. */
  email: string | null;
  /** E.164, e.g. "+966501234567". */
  phone: string;
}

/** Removes what one feature keeps about a person; runs in the transaction of the erasure (or anonymisation). */
export type ErasePersonalData = (db: Kysely<Database>, person: PersonOnRequest) => Promise<void>;

/**
 * Every other place that keeps a visitor's personal data by their e-mail address or phone, called when staff erase
 * or anonymise a lead on request (not by the retention setting: docs/decisions/039-lead-privacy.md). A feature that
 * stores such data adds one line here.
 */
export const personalDataHolders: readonly { name: string; erase: ErasePersonalData }[] = [
  // The address's saved searches, confirmed or not (docs/decisions/040-search-alerts.md).
  {
    name: "search alerts",
    erase: async (db, { email }) => {
      if (email) await removeAlertsOf(db, email);
    },
  },
];
