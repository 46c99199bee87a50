import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useBlocker } from "react-router";
import { AdminDialog } from "./admin-dialog.tsx";
import { useAdminT } from "./admin-i18n.ts";
import { primaryButton, secondaryButton } from "./form-fields.tsx";

interface UnsavedRegistry {
  /** The forms of the page that hold edits not yet saved. */
  dirty: Set<string>;
  /** Asks before something that leaves the page outside the router (signing out); true to go on. */
  confirmLeave: () => Promise<boolean>;
}

const UnsavedContext = createContext<UnsavedRegistry | null>(null);

/**
 * A form's edits not yet saved: while `dirty`, leaving the page through a link, Back or the address bar asks
 * first (one question for the page, however many forms it has). `release()` is for a save that navigates on
 * its own: the form is saved, so that navigation must not ask.
 */
export function useUnsavedChanges(dirty: boolean): { release: () => void } {
  const registry = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    if (!registry || !dirty) return;
    registry.dirty.add(id);
    return () => {
      registry.dirty.delete(id);
    };
  }, [registry, dirty, id]);
  return { release: useCallback(() => registry?.dirty.delete(id), [registry, id]) };
}

/** Asks before leaving a page with edits, where the page leaves outside the router (signing out). */
export function useConfirmLeave(): () => Promise<boolean> {
  const registry = useContext(UnsavedContext);
  return registry?.confirmLeave ?? (() => Promise.resolve(true));
}

/**
 * The back office's one guard for unsaved edits: React Router's blocker for navigations inside the app, the
 * browser's own question (beforeunload) for a reload, a closed tab or an address typed in, and the dialog that
 * asks "stay or leave without saving?". A navigation to the same address (a list reloading itself) never asks:
 * it keeps the page's forms.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const t = useAdminT();
  const dirty = useRef(new Set<string>()).current;
  const [asking, setAsking] = useState<{ answer: (leave: boolean) => void }>();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.size === 0) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  const registry = useMemo<UnsavedRegistry>(
    () => ({
      dirty,
      confirmLeave: () =>
        dirty.size === 0 ? Promise.resolve(true) : new Promise((resolve) => setAsking({ answer: resolve })),
    }),
    [dirty],
  );
  const answer = (leave: boolean) => {
    if (leave) dirty.clear();
    if (blocker.state === "blocked") {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
    asking?.answer(leave);
    setAsking(undefined);
  };
  const open = blocker.state === "blocked" || asking !== undefined;
  return (
    <UnsavedContext value={registry}>
      {children}
      <AdminDialog
        open={open}
        alert
        title={t("unsaved.title")}
        description={t("unsaved.body")}
        onCancel={() => answer(false)}
        testId="unsaved-dialog"
      >
        <div className="flex flex-wrap gap-2">
          <button type="button" className={primaryButton} data-autofocus onClick={() => answer(false)}>
            {t("unsaved.stay")}
          </button>
          <button
            type="button"
            className={`${secondaryButton} border-red-700 py-2 text-red-700`}
            onClick={() => answer(true)}
          >
            {t("unsaved.leave")}
          </button>
        </div>
      </AdminDialog>
    </UnsavedContext>
  );
}
