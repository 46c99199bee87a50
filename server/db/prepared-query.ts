import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** The values a prepared query takes at each run: a row's id and the time it is asked at. */
export interface QueryValues {
  id: number;
  now: Date;
}

// Two sets of values no caller passes (row ids are positive; these times are in 1901): compiling with each tells
// which bound parameters are the id and the time, and that no other parameter depends on them.
const probes: readonly [QueryValues, QueryValues] = [
  { id: -7_304_917, now: new Date("1901-02-03T04:05:06.789Z") },
  { id: -8_415_028, now: new Date("1901-03-04T05:06:07.891Z") },
];

type Slot = "id" | "now" | { value: unknown };

/**
 * A query built and compiled once, then run with a new id and time: Kysely builds an operation tree and writes its
 * SQL again at every call, which cost an uncached detail page ~5 % of its CPU for the same five statements
 * (docs/decisions/034-lean-server.md, "Tenth round"). `build` must use `values` only as bound parameters (the id
 * and `now.toISOString()`): a query whose SQL or other parameters change with them is refused when prepared.
 */
export function preparedQuery<R>(
  db: Kysely<Database>,
  build: (values: QueryValues) => Compilable<R>,
): (values: QueryValues) => Promise<R[]> {
  const [first, second] = probes.map((values) => build(values).compile()) as [CompiledQuery<R>, CompiledQuery<R>];
  if (first.sql !== second.sql || first.parameters.length !== second.parameters.length) {
    throw new Error(`A prepared query's SQL depends on its values: ${first.sql}`);
  }
  const slots: Slot[] = first.parameters.map((parameter, index) => {
    const other = second.parameters[index];
    if (parameter === probes[0].id && other === probes[1].id) return "id";
    if (parameter === probes[0].now.toISOString() && other === probes[1].now.toISOString()) return "now";
    if (parameter !== other) throw new Error(`A prepared query's parameter ${index + 1} depends on its values`);
    return { value: parameter };
  });
  return async ({ id, now }) => {
    const at = now.toISOString();
    const parameters = slots.map((slot) => (slot === "id" ? id : slot === "now" ? at : slot.value));
    const { rows } = await db.executeQuery<R>({ ...first, queryId: createQueryId(), parameters });
    return rows;
  };
}
