import { useLayoutEffect } from "react";

/** A `<meta>` or `<link>` of a page's head, by its attributes. */
export type HeadTag = { tag: "meta" | "link"; attributes: Record<string, string> };

/** Marks what the server moves from the page into its <head> (app/lib/hoist-head.ts). */
export const headMarker = "data-head";
const managed = `[${headMarker}]`;

/**
 * A page's title and head tags, wherever in the page it is rendered. The server renders them in a
 * `<template data-head>` that it moves into `<head>` before sending the page, so the first response
 * carries them where crawlers and link previews read them; in the browser the same tags replace the
 * previous page's on every navigation. Preact, unlike React 19, does not hoist `<title>` and `<meta>`
 * (docs/decisions/026-preact.md).
 */
export function DocumentHead({ title, tags }: { title: string; tags: HeadTag[] }) {
  const signature = JSON.stringify([title, tags]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for title and tags.
  useLayoutEffect(() => {
    document.title = title;
    for (const element of document.head.querySelectorAll(managed)) element.remove();
    for (const { tag, attributes } of tags) {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.setAttribute(headMarker, "");
      document.head.append(element);
    }
  }, [signature]);
  if (typeof document !== "undefined") return null;
  return (
    <template {...{ [headMarker]: "" }}>
      <title>{title}</title>
      {tags.map(({ tag: Tag, attributes }) => (
        <Tag key={JSON.stringify(attributes)} {...attributes} {...{ [headMarker]: "" }} />
      ))}
    </template>
  );
}
