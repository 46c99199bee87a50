import { type ComponentType, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type EnquiryValues, enquiryFields } from "../../../domain/enquiry-fields.ts";
import { draftStorageKey, readDraft } from "./enquiry-draft.ts";
import type { EnquiryFormProps } from "./enquiry-form.tsx";

/**
 * The contact form's code (react-hook-form, zod, the phone field: ~45 KB) is not part of the page's first
 * load (docs/decisions/020-first-load.md). The server renders the whole form; the browser hydrates the
 * rest of the page and leaves the form as the server's HTML, inside its Suspense boundary, until the
 * visitor moves towards it (pointer, touch, focus) or a draft waits to be restored. What was typed into
 * the server's fields meanwhile is handed to the form when it takes over.
 */

let release: () => void = () => undefined;
const intent = new Promise<void>((resolve) => {
  release = resolve;
});

/** The fields' current text in the server's HTML, for the form that takes it over. */
function typedSoFar(container: HTMLElement | null): Partial<EnquiryValues> {
  const typed: Partial<EnquiryValues> = {};
  for (const field of enquiryFields) {
    const element = container?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`);
    if (element?.value) typed[field] = element.value;
  }
  return typed;
}

// The server renders the form itself, at once; in the browser's build this line is dropped.
const ServerEnquiryForm = import.meta.env.SSR ? (await import("./enquiry-form.tsx")).EnquiryForm : null;

const container = { current: null as HTMLElement | null };

const LazyEnquiryForm = lazy(async (): Promise<{ default: ComponentType<EnquiryFormProps> }> => {
  await intent;
  const { EnquiryForm } = await import("./enquiry-form.tsx");
  return {
    default: function TakenOver(props: EnquiryFormProps) {
      // Read once, as the form takes over the server's fields.
      const [typed] = useState(() => typedSoFar(container.current));
      return <EnquiryForm {...props} typedBeforeHydration={typed} />;
    },
  };
});

const noSubscription = () => () => {};

/** True once the page has hydrated: a client-side navigation to the page needs the form at once. */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function EnquiryFormOnIntent(props: EnquiryFormProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const afterHydration = useAfterHydration();
  if (afterHydration) release();
  useEffect(() => {
    const element = wrapper.current;
    container.current = element;
    if (!element) return;
    if (readDraft(draftStorageKey(props.listing))) release();
    // Native listeners: React holds back its own events inside a boundary that is not hydrated yet.
    const events = ["pointerenter", "pointerdown", "touchstart", "focusin"] as const;
    for (const event of events) element.addEventListener(event, release, { once: true, passive: true });
    return () => {
      for (const event of events) element.removeEventListener(event, release);
    };
  }, [props.listing]);
  const Form = ServerEnquiryForm ?? LazyEnquiryForm;
  return (
    <div ref={wrapper} className={props.className}>
      <Suspense fallback={<div className="min-h-[28rem]" />}>
        <Form {...props} className={undefined} />
      </Suspense>
    </div>
  );
}
