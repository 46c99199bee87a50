import { Component, type ReactNode, Suspense, useId } from "react";

/**
 * Hydration in turns (docs/decisions/026-preact.md). Preact hydrates a page in one task; on a phone a
 * home page of 1,100 elements took ~900 ms, all of it counted against Total Blocking Time. A part of the
 * page wrapped in <HydrateInTurn> waits for its own task instead: during the first hydration it suspends,
 * Preact keeps its server HTML as it is, and the parts are hydrated one per task, in page order, with the
 * browser free to paint and take input in between.
 *
 * Until its turn a part is server HTML without handlers: a link still navigates (as a full page load) but a
 * button does nothing, so keep what a visitor reaches for first (the header, the hero, the filters) out of
 * turns. A part must render exactly one element: Preact keeps a single DOM node for a suspended component.
 */

type Release = () => void;

let firstHydration = false;
const waiting: Release[] = [];
// Parts met while a part hydrates go before the ones still waiting, so that turns follow the page's order.
let insertAt = 0;

type Schedule = (task: () => void) => void;

/** A new task, after the browser has had the chance to paint and take input (no 4 ms clamp, unlike timers). */
const inNewTask: Schedule = (task) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
};

let schedule: Schedule = inNewTask;

/** Resolves in a new task: long work before it and after it then count as two tasks, not one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNewTask(resolve));
}

let hydrated: () => void = () => {};
const allHydrated = new Promise<void>((resolve) => {
  hydrated = resolve;
});

/** Settles once every part of the first page has hydrated (at once when the page was not hydrated in turns). */
export function afterHydration(): Promise<void> {
  return firstHydration ? allHydrated : Promise.resolve();
}

/** Hydrates the page, leaving the parts in <HydrateInTurn> for the tasks after. */
export function hydrateInTurns(hydrate: () => void, scheduleTask: Schedule = inNewTask): void {
  schedule = scheduleTask;
  firstHydration = true;
  hydrate();
  schedule(releaseNext);
}

function releaseNext(): void {
  const release = waiting.shift();
  if (!release) {
    firstHydration = false;
    hydrated();
    return;
  }
  // The part renders in this task's microtasks (Preact's render queue); the next one waits for a new task.
  insertAt = 0;
  release();
  schedule(releaseNext);
}

/**
 * Preact numbers `useId()` in render order from the root; a part hydrated in a later turn would be numbered
 * after parts that came later on the server, and its ids would differ from the server's (and could be
 * another element's). Each part numbers its own ids instead, from its own id, which is the same on both
 * sides. `__v` (the component's node) and `__m` (its id counter) are Preact 11's names for them;
 * hydration-turns.test.tsx fails if they change.
 */
interface PreactInternals {
  __v: { __m?: [string, number] };
}

class Turn extends Component<{ id: string; children: ReactNode }> {
  // The instance outlives the suspension: Preact re-renders this same component when the promise settles.
  private turn: Promise<void> | null | undefined;

  render() {
    const node = (this as unknown as PreactInternals).__v;
    node.__m ??= [this.props.id, 0];
    if (this.turn === undefined) {
      this.turn = firstHydration ? new Promise<void>((resolve) => waiting.splice(insertAt++, 0, resolve)) : null;
      this.turn?.then(() => {
        this.turn = null;
      });
    }
    if (this.turn) throw this.turn;
    return this.props.children;
  }
}

/** A part of the page that the browser hydrates in a task of its own (see above); the server renders it as is. */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Turn id={id}>{children}</Turn>
    </Suspense>
  );
}
