import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";
import type { FragmentRenderer } from "../../app/lib/kept-on-server.tsx";

/** A renderer as the server's entry has (app/entry.server.tsx), counting the parts it draws. */
export function countingRenderer() {
  const kept = new Map<string, string>();
  const versions = new WeakMap<object, number>();
  let nextVersion = 0;
  const draw = vi.fn((render: () => ReactNode) => renderToString(render()));
  const renderer: FragmentRenderer = (key, version, render) => {
    if (!versions.has(version)) versions.set(version, nextVersion++);
    const id = `${versions.get(version)} ${key}`;
    const html = kept.get(id) ?? draw(render);
    kept.set(id, html);
    return html;
  };
  return { renderer, draw };
}
