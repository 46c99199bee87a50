// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../domain/language.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { listingFormFields, listingQueryExample } from "../../../domain/listing-query.ts";
import type { Category } from "../../../domain/listing-wire.ts";
import { testCompany, testMapTiles, testOrigin } from "../../../testing/app/render-with-site.tsx";
import { TextsProvider } from "../../i18n/i18n.tsx";
import { queryFromParams } from "../../lib/listings-page-data.ts";
import { ListingFilters } from "./listing-filters.tsx";

/**
 * The filter form against the list query's table (domain/listing-query.ts): one control per row with a `form`, and
 * each value goes from the URL into its control and back into the URL. A row the form forgets fails here.
 */

const categoriesOf = (kind: ListingKind): Category[] => [{ id: 1, kind, name: "فيلا" }];

/** A list page reduced to its form: the query read from the URL, as the page's loader reads it. */
function ListPage({ kind }: { kind: ListingKind }) {
  const { search } = useLocation();
  return (
    <>
      <ListingFilters
        kind={kind}
        query={queryFromParams(new URLSearchParams(search), kind)}
        categories={categoriesOf(kind)}
      />
      <output data-testid="url">{search}</output>
    </>
  );
}

function renderList(kind: ListingKind, search: string, language: Language = "ar") {
  const siteData = { language, company: testCompany, origin: testOrigin, mapTiles: testMapTiles, renderedAt: 0 };
  const path = language === "ar" ? "/" : "/en";
  const Stub = createRoutesStub([
    { id: "root", path, loader: () => siteData, Component: () => <ListPage kind={kind} /> },
  ]);
  return render(
    <TextsProvider language={language}>
      <div lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
        <Stub initialEntries={[`${path}${search}`]} hydrationData={{ loaderData: { root: siteData } }} />
      </div>
    </TextsProvider>,
  );
}

const form = () => screen.getByRole("search");
const url = () => screen.getByTestId("url").textContent;

describe.each(listingKinds)("the %s list's filter form", (kind) => {
  it("has one control per filter of the table, named as the query parameter", () => {
    renderList(kind, "");
    const names = [...(form() as HTMLFormElement).elements]
      .map((element) => element.getAttribute("name"))
      .filter((name) => name !== null);
    expect(names).toEqual(listingFormFields(kind).map(({ name }) => name));
  });

  it("shows each filter's value from the URL and puts it back in the URL", async () => {
    const fields = listingFormFields(kind);
    const params = new URLSearchParams(fields.map(({ name }) => [name, listingQueryExample(name, kind)]));
    renderList(kind, `?${params}`);
    const elements = (form() as HTMLFormElement).elements;
    for (const { name } of fields) {
      expect((elements.namedItem(name) as HTMLInputElement).value, name).toBe(listingQueryExample(name, kind));
    }
    // Submitting unchanged keeps every filter (the order of the table's rows).
    fireEvent.submit(form());
    await waitFor(() => expect(url()).toBe(`?${params}`));
  });
});

describe("the minimum-bedrooms filter", () => {
  it("takes Arabic-Indic digits in the Arabic form and puts Latin ones in the URL", async () => {
    renderList("property", "?status=AVAILABLE");
    const bedrooms = screen.getByLabelText("غرف النوم (حد أدنى)");
    expect(bedrooms).toHaveProperty("placeholder", "أي عدد");
    fireEvent.change(bedrooms, { target: { value: "٣" } });
    fireEvent.submit(form());
    await waitFor(() => expect(url()).toBe("?status=AVAILABLE&bedrooms=3"));
  });

  it("shows the URL's minimum in the English form, and leaves a value it cannot read out of the URL", async () => {
    renderList("project", "?bedrooms=4", "en");
    const bedrooms = screen.getByLabelText("Bedrooms (at least)");
    expect(bedrooms).toHaveProperty("value", "4");
    fireEvent.change(bedrooms, { target: { value: "many" } });
    fireEvent.submit(form());
    await waitFor(() => expect(url()).toBe(""));
  });

  it("is not offered on auctions, which have no rooms", () => {
    renderList("auction", "?bedrooms=4");
    expect(screen.queryByLabelText("غرف النوم (حد أدنى)")).toBeNull();
  });
});
