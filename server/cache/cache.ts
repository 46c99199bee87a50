import { LRUCache } from "lru-cache";
import { isDatabaseUnavailable } from "../db/outage.ts";
import { reportOutcome } from "./outcomes.ts";

/**
 * The one server-side cache (docs/decisions/007-caching.md): every value a process keeps to answer again — lists,
 * details, categories, the map, the company, rendered pages, the back office's lead counts — is kept here under a
 * topic, and `invalidate(topic)` is the one way to forget. Single flight, stale-while-revalidate and stale-if-error
 * live here, and so does the database breaker's answer (decision 028): while the database is known to be down, a
 * kept value is answered at once, however old, without trying.
 *
 * Values are bounded by bytes (lru-cache's `maxSize`), in two stores so that a crawl through thousands of pages
 * cannot push the map or the lists out: `data` (what the services read) and `pages` (rendered HTML). A value is kept
 * only once its key has been asked for `minUses` times (setting CACHE_MIN_USES, 2 by default; the keys asked fewer
 * times are remembered, in a thirty-second of the store's bound): a crawl's one-time pages then neither push out what
 * visitors read again nor turn the stores over with every request, which is what held a process's memory up under a
 * crawl (docs/decisions/034-lean-server.md, "Seventh round").
 */
export interface CachePolicy<V> {
  /**
   * How long a computed value is fresh, in ms (or from the value itself: a page carries its expiry). 0 or less
   * keeps nothing: every call computes (tests that change data under the app).
   */
  ttlMs: number | ((value: V) => number);
  /** After its expiry, a value is still answered this long while one refresh runs in the background. */
  staleWhileRevalidateMs?: number;
  /**
   * Whether a failed computation answers the last value instead, however old (default: the database is
   * unavailable, server/db/outage.ts). That value is then kept fresh for another `ttlMs` before the next try.
   */
  staleIfError?: (error: unknown) => boolean;
  /** A computed value that is a failure without throwing (a page that answered 503): treated as such an error. */
  failed?: (value: V) => boolean;
  /** Called on a failed value replaced by a stale one, to release it (a response body). */
  discard?: (value: V) => void;
  /** Whether a computed value may be kept (a page that sets a cookie is one visitor's). Default: all. */
  keep?: (value: V) => boolean;
  /** Bytes the value holds, for the store's bound. Default: the length of its JSON, twice (its prepared forms). */
  sizeOf?: (value: V) => number;
  /** Which bounded store keeps it. */
  store?: CacheStore;
  /** The clock of this kind of value, when not the cache's (a page carries its expiry in real time). */
  now?: () => number;
}

export type CacheStore = "data" | "pages";

/** A topic, or several: the first names the value's family (outcomes are reported by it) and its key space. */
export type Topics = string | readonly string[];

export interface CacheAnswer<V> {
  value: V;
  /** `hit`: fresh, or the computation another caller started; `stale`: an older value; `miss`: computed. */
  outcome: "hit" | "miss" | "stale";
  /** The value came from a computation another caller started (it may not be kept: a page that set a cookie). */
  shared: boolean;
}

export interface CacheOptions {
  /** Bytes each store may hold (settings CACHE_DATA_MAX_MB and CACHE_PAGES_MAX_MB, server/config.ts). */
  maxBytes?: Partial<Record<CacheStore, number>>;
  /** Whether the database is known to be down (DatabaseHandle.isDown, server/db/breaker.ts). */
  databaseDown?: () => boolean;
  /** The time as the cache sees it (tests move it forward). */
  now?: () => number;
  /** How many times a key is asked for before a value computed for it is kept (default 1: at once). */
  minUses?: number;
}

export interface Cache {
  /** The value of `key` under `topics`: kept, or computed once for every concurrent caller. */
  cached<V>(topics: Topics, key: string, compute: () => Promise<V>, policy: CachePolicy<V>): Promise<V>;
  /** As `cached`, with how the value was found. */
  lookup<V>(topics: Topics, key: string, compute: () => Promise<V>, policy: CachePolicy<V>): Promise<CacheAnswer<V>>;
  /** Whether `cached` would answer without computing: fresh, under way, or answered stale while a refresh runs. */
  has<V>(topics: Topics, key: string, policy: CachePolicy<V>): boolean;
  /**
   * Forgets every value under any of the topics, in this process, at once: computations under way are neither kept
   * nor shared with later callers. Staff changes call `invalidate` of server/cache/generations.ts, which also tells
   * the other processes.
   */
  invalidate(topics: Topics): void;
  /** Bytes kept per store (tests, and the metrics). */
  bytes(): Record<CacheStore, number>;
  /** The bound of each store, in bytes (the metrics). */
  maxBytes(): Record<CacheStore, number>;
}

interface Entry {
  value: unknown;
  /** Fresh until then (ms since the epoch). */
  freshUntil: number;
  /** Answered while one refresh runs until then. */
  staleUntil: number;
  /** The generation of each topic when its computation began: a later invalidation makes it invisible. */
  generations: number[];
  topics: readonly string[];
  size: number;
  refreshing?: Promise<unknown>;
}

interface Flight {
  promise: Promise<unknown>;
  generations: number[];
}

const megabyte = 1024 * 1024;
const defaultMaxBytes: Record<CacheStore, number> = { data: 32 * megabyte, pages: 32 * megabyte };

/** A store, and the keys asked of it that it keeps no value for yet, with how often they were asked. */
interface Store {
  values: LRUCache<string, Entry>;
  asked: LRUCache<string, number>;
}

export function createCache(options: CacheOptions = {}): Cache {
  const now = options.now ?? Date.now;
  const databaseDown = options.databaseDown ?? (() => false);
  const stores: Record<CacheStore, Store> = {
    data: storeOf(options.maxBytes?.data ?? defaultMaxBytes.data),
    pages: storeOf(options.maxBytes?.pages ?? defaultMaxBytes.pages),
  };
  const flights = new Map<string, Flight>();
  const generations = new Map<string, number>();

  const topicsOf = (topics: Topics): readonly string[] => (typeof topics === "string" ? [topics] : topics);
  const generationsOf = (topics: readonly string[]) => topics.map((topic) => generations.get(topic) ?? 0);
  const current = (recorded: number[], topics: readonly string[]) =>
    topics.every((topic, index) => (generations.get(topic) ?? 0) === recorded[index]);
  const fullKey = (topics: readonly string[], key: string) => `${topics[0]}\u0000${key}`;
  const ttlOf = <V>(policy: CachePolicy<V>, value: V) =>
    typeof policy.ttlMs === "function" ? policy.ttlMs(value) : policy.ttlMs;
  const disabled = <V>(policy: CachePolicy<V>) => typeof policy.ttlMs === "number" && policy.ttlMs <= 0;

  /** The entry of a key, unless an invalidation since its computation hid it. */
  const entryOf = (store: Store, id: string): Entry | undefined => {
    const entry = store.values.get(id);
    if (!entry) return undefined;
    if (current(entry.generations, entry.topics)) return entry;
    store.values.delete(id);
    return undefined;
  };

  const minUses = options.minUses ?? 1;
  /** Notes a key asked for that has no value kept; says whether a value computed for it may be kept now. */
  const askedEnough = (store: Store, id: string): boolean => {
    if (minUses <= 1) return true;
    const asked = (store.asked.get(id) ?? 0) + 1;
    store.asked.set(id, asked);
    return asked >= minUses;
  };

  const keep = <V>(
    store: Store,
    id: string,
    topics: readonly string[],
    recorded: number[],
    value: V,
    policy: CachePolicy<V>,
  ) => {
    if (!current(recorded, topics) || (policy.keep && !policy.keep(value))) return;
    const ttl = ttlOf(policy, value);
    const at = (policy.now ?? now)();
    const size = Math.max(1, Math.ceil(policy.sizeOf ? policy.sizeOf(value) : defaultSizeOf(value)));
    const entry: Entry = {
      value,
      freshUntil: at + ttl,
      staleUntil: at + ttl + (policy.staleWhileRevalidateMs ?? 0),
      generations: recorded,
      topics,
      size,
    };
    store.values.set(id, entry);
    store.asked.delete(id);
  };

  const lookup = async <V>(
    topicsIn: Topics,
    key: string,
    compute: () => Promise<V>,
    policy: CachePolicy<V>,
  ): Promise<CacheAnswer<V>> => {
    const topics = topicsOf(topicsIn);
    const family = topics[0] ?? "";
    if (disabled(policy)) {
      const value = await reportErrors(family, compute);
      reportOutcome(family, "miss");
      return { value, outcome: "miss", shared: false };
    }
    const store = stores[policy.store ?? "data"];
    const id = fullKey(topics, key);
    const entry = entryOf(store, id);
    const at = (policy.now ?? now)();
    if (entry && entry.freshUntil > at) return answered(family, entry.value as V, "hit", false);
    // The breaker is open (decision 028): what is kept, however old, without trying.
    if (entry && databaseDown()) return answered(family, entry.value as V, "stale", false);
    if (entry && entry.staleUntil > at) {
      refreshInBackground(store, id, topics, entry, compute, policy);
      return answered(family, entry.value as V, "stale", false);
    }

    // Counted before joining a computation under way: a burst of requests for one new page keeps it.
    const admitted = entry !== undefined || askedEnough(store, id);
    const flight = flights.get(id);
    if (flight && current(flight.generations, topics)) {
      const value = (await orStale(family, flight.promise as Promise<V>, entry, policy, true)) as V | Stale<V>;
      return value instanceof Stale
        ? answered(family, value.value, "stale", false)
        : answered(family, value, "hit", true);
    }

    const recorded = generationsOf(topics);
    const promise = compute();
    const mine: Flight = { promise, generations: recorded };
    flights.set(id, mine);
    try {
      const value = await orStale(family, promise, entry, policy, false);
      if (value instanceof Stale) {
        // Kept fresh another lifetime before the next try, so an outage costs one attempt per lifetime.
        keep(store, id, topics, entry?.generations ?? recorded, value.value, policy);
        return answered(family, value.value, "stale", false);
      }
      if (admitted || (store.asked.get(id) ?? 0) >= minUses) keep(store, id, topics, recorded, value, policy);
      return answered(family, value, "miss", false);
    } finally {
      if (flights.get(id) === mine) flights.delete(id);
    }
  };

  /** The computation's value, or the entry's when it failed in a way that lets an older value answer. */
  const orStale = async <V>(
    family: string,
    promise: Promise<V>,
    entry: Entry | undefined,
    policy: CachePolicy<V>,
    shared: boolean,
  ): Promise<V | Stale<V>> => {
    const staleIfError = policy.staleIfError ?? isDatabaseUnavailable;
    let value: V;
    try {
      value = await promise;
    } catch (error) {
      if (entry && staleIfError(error)) return new Stale(entry.value as V);
      reportOutcome(family, "error");
      throw error;
    }
    if (entry && policy.failed?.(value)) {
      if (!shared) policy.discard?.(value);
      return new Stale(entry.value as V);
    }
    return value;
  };

  const refreshInBackground = <V>(
    store: Store,
    id: string,
    topics: readonly string[],
    entry: Entry,
    compute: () => Promise<V>,
    policy: CachePolicy<V>,
  ) => {
    if (entry.refreshing) return;
    const recorded = generationsOf(topics);
    const refreshing = compute();
    entry.refreshing = refreshing;
    refreshing.then(
      (value) => {
        if (policy.failed?.(value)) {
          entry.refreshing = undefined;
          policy.discard?.(value);
          return;
        }
        if (store.values.peek(id) === entry) keep(store, id, topics, recorded, value, policy);
      },
      () => {
        // The older value stays for the next caller to try again.
        entry.refreshing = undefined;
        reportOutcome(topics[0] ?? "", "error");
      },
    );
  };

  return {
    lookup,
    async cached(topics, key, compute, policy) {
      return (await lookup(topics, key, compute, policy)).value;
    },
    has(topicsIn, key, policy) {
      if (disabled(policy)) return false;
      const topics = topicsOf(topicsIn);
      const id = fullKey(topics, key);
      const flight = flights.get(id);
      if (flight && current(flight.generations, topics)) return true;
      const entry = entryOf(stores[policy.store ?? "data"], id);
      return entry !== undefined && entry.staleUntil > (policy.now ?? now)();
    },
    invalidate(topicsIn) {
      for (const topic of topicsOf(topicsIn)) generations.set(topic, (generations.get(topic) ?? 0) + 1);
    },
    bytes: () => ({ data: stores.data.values.calculatedSize, pages: stores.pages.values.calculatedSize }),
    maxBytes: () => ({ data: stores.data.values.maxSize, pages: stores.pages.values.maxSize }),
  };
}

/** A value answered in place of a failed computation. */
class Stale<V> {
  constructor(readonly value: V) {}
}

function answered<V>(family: string, value: V, outcome: CacheAnswer<V>["outcome"], shared: boolean): CacheAnswer<V> {
  reportOutcome(family, outcome);
  return { value, outcome, shared };
}

async function reportErrors<V>(family: string, compute: () => Promise<V>): Promise<V> {
  try {
    return await compute();
  } catch (error) {
    reportOutcome(family, "error");
    throw error;
  }
}

function storeOf(maxBytes: number): Store {
  return {
    values: new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size }),
    // A key's characters (two bytes at most each) and the bookkeeping of one entry.
    asked: new LRUCache<string, number>({
      maxSize: Math.max(1024, Math.floor(maxBytes / 32)),
      sizeCalculation: (_count, key) => key.length * 2 + 64,
    }),
  };
}

/**
 * What a data value holds: its JSON's length, twice — the API keeps its serialised and compressed forms beside it
 * (server/api/prepared-json.ts) and the objects themselves take more than their JSON.
 */
function defaultSizeOf(value: unknown): number {
  if (value === null || value === undefined) return 16;
  return Buffer.byteLength(JSON.stringify(value) ?? "") * 2;
}
