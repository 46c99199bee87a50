import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** The values a prepared query takes at each run: a row's id and the time it is asked at. */
export interface QueryValues {
  id: number;
  now: Date;
}

// Sets of values that tell, compiled with each, which bound parameters are the id and the time, and that nothing
// else depends on them: two no caller passes (row ids are positive; these times are in 1901), and a third like a
// caller's (a positive id, a time this century), so that a branch on the id's sign or the time's year shows too.
const probes: readonly QueryValues[] = [
  { id: -7_304_917, now: new Date("1901-02-03T04:05:06.789Z") },
  { id: -8_415_028, now: new Date("1901-03-04T05:06:07.891Z") },
  { id: 9_526_139, now: new Date("2031-07-08T09:10:11.123Z") },
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
  const [first, ...others] = probes.map((values) => build(values).compile()) as [
    CompiledQuery<R>,
    ...CompiledQuery<R>[],
  ];
  for (const other of others) {
    if (first.sql !== other.sql || first.parameters.length !== other.parameters.length) {
      throw new Error(`A prepared query's SQL depends on its values: ${first.sql}`);
    }
  }
  const slots: Slot[] = first.parameters.map((parameter, index) => {
    const all = [first, ...others].map((compiled) => compiled.parameters[index]);
    if (all.every((value, probe) => value === probes[probe]?.id)) return "id";
    if (all.every((value, probe) => value === probes[probe]?.now.toISOString())) return "now";
    if (all.some((value) => value !== parameter)) {
      throw new Error(`A prepared query's parameter ${index + 1} depends on its values`);
    }
    return { value: parameter };
  });
  return async ({ id, now }) => {
    const at = now.toISOString();
    const parameters = slots.map((slot) => (slot === "id" ? id : slot === "now" ? at : slot.value));
    const { rows } = await db.executeQuery<R>({ ...first, queryId: createQueryId(), parameters });
    return rows;
  };
}
