import { headMarker } from "../components/document-head.tsx";

const headTemplates = new RegExp(`<template ${headMarker}(?:="")?>([\\s\\S]*?)</template>`, "g");

/**
 * Moves what `DocumentHead` rendered in the page (its `<template data-head>`) to the end of `<head>`.
 * The templates hold only our own title, meta and link elements, never a nested template.
 */
export function hoistHead(html: string): string {
  const hoisted: string[] = [];
  const body = html.replace(headTemplates, (_, inner: string) => {
    hoisted.push(inner);
    return "";
  });
  if (hoisted.length === 0) return html;
  return body.replace("</head>", `${hoisted.join("")}</head>`);
}
