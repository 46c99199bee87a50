import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { adminT } from "./admin-i18n.ts";
import { withIsolatedValues } from "./isolated-text.tsx";

describe("withIsolatedValues", () => {
  it("puts each value of a translated sentence in its own <bdi>, in the sentence's order", () => {
    const t = adminT("ar");
    const html = renderToStaticMarkup(
      <p>
        {withIsolatedValues((values) => t("lead.noteBy", values), {
          name: "Owner",
          time: <time dateTime="2026-11-28T08:00:00.000Z">28/11/2026، 11:00 ص</time>,
        })}
      </p>,
    );
    expect(html).toBe(
      '<p><bdi>Owner</bdi>، <bdi><time dateTime="2026-11-28T08:00:00.000Z">28/11/2026، 11:00 ص</time></bdi></p>',
    );
  });

  it("keeps text that looks like a value but is not one, and a sentence without values", () => {
    const html = renderToStaticMarkup(<p>{withIsolatedValues(() => "By: {{name}}", {})}</p>);
    expect(html).toBe("<p>By: {{name}}</p>");
    const twice = renderToStaticMarkup(
      <p>{withIsolatedValues((values) => `${values.a} → ${values.a}`, { a: "2,500,000" })}</p>,
    );
    expect(twice).toBe("<p><bdi>2,500,000</bdi> → <bdi>2,500,000</bdi></p>");
  });
});
