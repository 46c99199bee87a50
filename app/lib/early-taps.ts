/**
 * No press is lost before the page's scripts run (docs/decisions/020-first-load.md, "Presses before
 * hydration"). The page paints about 1.5 s before its scripts have arrived and hydrated on a slow phone. A tiny
 * inline script at the top of the document (`earlyTapsScript`) listens on `window`, in the capture phase, until
 * the root marks the document hydrated (`html[data-hydrated]`):
 * - a press on a script-driven button (`button[type=button]`, the only buttons with no action of their own) is
 *   held: not performed, and marked at once as pressed and busy (`data-press-held`, `aria-busy`, styled in
 *   app.css as the server islands' held presses are);
 * - a disclosure button (`aria-expanded="false"` and `aria-controls` naming a panel not shown: the header's menu,
 *   the list filters) opens its panel at once (`hidden` removed, `data-early-open` for a panel a class hides) and
 *   a second press closes it again; its press is held too;
 * - a value chosen in a form control (a select of the list filters) is noted; a radio chosen is held as a press
 *   instead (React hears a radio's choice through its click, and hydration unchecks a controlled one).
 * Once the root has hydrated, `replayEarlyTaps` performs the held presses again with `element.click()` (hydration
 * adopts the same DOM nodes; a press inside a part React has not hydrated yet makes it hydrate that part first)
 * and sends the noted values' `change` again, with a select's value put back if it was lost. Links, `<summary>`,
 * submit buttons and typing are left to the browser: they work without scripts. The contact form holds its
 * own presses until its code arrives (app/components/enquiry/early-input.ts), so it is left alone here.
 */

/** On a pressed button while the code it waits for arrives (here, and in a server island). */
export const heldPressAttribute = "data-press-held";

const typedText = /^(?:text|search|email|tel|url|password|textarea)$/;

/**
 * Whether a field in `part` has the focus, or a value other than the server drew (typed, or filled in by the
 * browser): the visitor typed into the server's HTML before the code that owns it ran. Its focus came before anyone
 * listened, and no event may follow it, so the owner asks this once it runs (a server island, the contact form).
 */
export function typedInBeforeCode(part: Element): boolean {
  for (const field of part.querySelectorAll<HTMLInputElement>("input, textarea")) {
    if (field === document.activeElement) return true;
    // Only text is compared with the server's: a browser tidies a number's, a range's or a colour's value, and a
    // check box without a value attribute reads "on"; a check box or a radio says whether it was chosen.
    if (typedText.test(field.type) ? field.value !== field.defaultValue : field.checked !== field.defaultChecked) {
      return true;
    }
  }
  return false;
}

/** What the inline script holds, on `window`. */
interface HeldInput {
  /** The pressed button, or the changed control. */
  e: HTMLElement;
  /** The value chosen in a control; absent for a press. */
  v?: string;
  /** The closed panel a disclosure button (`aria-controls`) opened at once, and its `hidden` before. */
  p?: HTMLElement;
  a?: boolean;
}

declare global {
  interface Window {
    __heldInput?: HeldInput[];
  }
}

/**
 * ES5 (it runs before anything else), in the page's head before the style sheet (an inline script after a
 * loading style sheet waits for it). Its bytes count toward every page's HTML: keep it small. Only the server
 * writes it: React leaves the text of a hydrated element's `dangerouslySetInnerHTML` alone, so the browser's
 * bundle goes without it (430 bytes of brotli).
 */
export const earlyTapsSource = `(function(w,d){var r=d.documentElement,h=w.__heldInput=[],o=function(e){return e.closest("[data-form-on-intent]")||r.hasAttribute("data-hydrated")},x=function(t,s){t.e.setAttribute("aria-expanded",s);t.p.hidden=s?false:t.a;s?t.p.setAttribute("data-early-open",""):t.p.removeAttribute("data-early-open")};w.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button[type=button]"),p,t,i;if(!b||o(b))return;e.preventDefault();e.stopImmediatePropagation();for(i=0;i<h.length;i++)if(h[i].e===b){if(h[i].p){x(h[i],false);h.splice(i,1)}return}p=d.getElementById(b.getAttribute("aria-controls"));t={e:b};h.push(t);if(p&&b.getAttribute("aria-expanded")=="false"&&!p.getClientRects().length){t.p=p;t.a=p.hidden;x(t,true)}else{b.setAttribute("${heldPressAttribute}","");b.setAttribute("aria-busy","true")}},true);w.addEventListener("change",function(e){var t=e.target;if(t.form&&!o(t))h.push({e:t,v:t.type=="radio"?void 0:t.value})},true)})(window,document)`;

/** The script the page's head carries: written by the server only. */
export const earlyTapsScript = import.meta.env.SSR ? earlyTapsSource : "";

/** The native setter: React watches a field's own `value` property, and must see the put-back value as new. */
function putBack(control: HTMLElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (setter && (control as HTMLInputElement).value !== value) setter.call(control, value);
}

/** Performs what the visitor did before hydration (called once, when the root has hydrated). */
export function replayEarlyTaps(): void {
  const held = window.__heldInput?.splice(0) ?? [];
  for (const { e: element, v: value, p: panel, a: panelHidden } of held) {
    if (!element.isConnected) continue;
    if (panel) {
      // The component's own state says closed: it opens the panel again when the press is performed.
      element.setAttribute("aria-expanded", "false");
      panel.hidden = panelHidden ?? false;
      panel.removeAttribute("data-early-open");
    }
    if (value === undefined) {
      element.removeAttribute(heldPressAttribute);
      element.removeAttribute("aria-busy");
      element.click();
    } else {
      // A select's choice is what hydration loses; a text field keeps what it holds, which may be newer than the
      // change noted when it was left (the visitor came back to it and typed on).
      if (element instanceof HTMLSelectElement) putBack(element, value);
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}
