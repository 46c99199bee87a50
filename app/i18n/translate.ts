import type { Language } from "../../domain/language.ts";

/**
 * Turns a language's texts into a `t` function (docs/decisions/025-own-translator.md). The texts keep the shape
 * i18next gave them: nested keys, `_zero`…`_other` plural suffixes chosen by `Intl.PluralRules` (with `_zero`
 * for 0 in every language), and `{{name}}` values.
 */
export type TextTree = { readonly [key: string]: string | TextTree };

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;

/** Every key of a text tree that leads to a text, plural forms counted once under their base key. */
export type TextKey<T> = WithoutPlural<Leaves<T>>;
export type TextValues = Readonly<Record<string, string | number | undefined>>;
export type Translate<Key extends string> = (key: Key, values?: TextValues) => string;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/** Adds a text tree under `prefix` (`"home."`) to texts by their full key. */
export function flatten(tree: TextTree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

export function createTranslator<Texts extends object>(language: Language, texts: Texts): Translate<TextKey<Texts>> {
  return translatorOver(language, flatten(texts as TextTree, "", new Map()));
}

/**
 * A `t` over texts by their full key, read when called: texts added to the map later (a page's own texts,
 * app/i18n/i18n.tsx) are found. A key with no text is logged, so a page that lacks its texts fails its journeys.
 */
export function translatorOver<Key extends string>(language: Language, byKey: Map<string, string>): Translate<Key> {
  const plural = new Intl.PluralRules(language);
  // A page asks for the same few plurals many times (its cards' counts): `select` (with the key building, a
  // profile's 3 % of a page's CPU) is worked out once per whole count. Fractions are rare and asked directly.
  const categories = new Map<number, Intl.LDMLPluralRule>();
  const categoryOf = (count: number) => {
    if (!Number.isInteger(count) || count < 0 || count > 10_000) return plural.select(count);
    let category = categories.get(count);
    if (category === undefined) {
      category = plural.select(count);
      categories.set(count, category);
    }
    return category;
  };
  return (key, values) => {
    const count = values?.count;
    const found =
      typeof count === "number"
        ? ((count === 0 ? byKey.get(`${key}_zero`) : undefined) ??
          byKey.get(`${key}_${categoryOf(count)}`) ??
          byKey.get(key) ??
          byKey.get(`${key}_other`))
        : byKey.get(key);
    if (found === undefined) console.error(`No ${language} text for "${key}"`);
    const text = found ?? key;
    if (!values) return text;
    // The server fills from cut pieces (many pages a second); the browser keeps the short form, its bytes count more.
    return import.meta.env.SSR
      ? fill(text, values)
      : text.replace(placeholder, (whole, name: string) => (name in values ? String(values[name] ?? "") : whole));
  };
}

/**
 * A text cut at its `{{name}}` places, once per text: the static parts at even places, the names at odd ones.
 * A page fills the same few hundred texts on every render, and a regular expression with a callback per call was a
 * visible share of an uncached page's CPU (docs/decisions/034-lean-server.md). The texts are the locales' (and the
 * keys of texts that are missing), so the map is bounded by them.
 */
const pieces = new Map<string, readonly string[] | null>();

function piecesOf(text: string): readonly string[] | null {
  let found = pieces.get(text);
  if (found === undefined) {
    const cut: string[] = [];
    let from = 0;
    for (const match of text.matchAll(placeholder)) {
      cut.push(text.slice(from, match.index), match[1] as string);
      from = match.index + match[0].length;
    }
    cut.push(text.slice(from));
    found = cut.length > 1 ? cut : null;
    pieces.set(text, found);
  }
  return found;
}

/** The text with its values in place. A value the caller did not name stays visible as {{name}}: a bug to see. */
export function fill(text: string, values: TextValues): string {
  const cut = piecesOf(text);
  if (cut === null) return text;
  let filled = cut[0] as string;
  for (let at = 1; at < cut.length; at += 2) {
    const name = cut[at] as string;
    filled += (name in values ? String(values[name] ?? "") : `{{${name}}}`) + cut[at + 1];
  }
  return filled;
}
