// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminCategory } from "../../../domain/admin/listing-editor.ts";
import type { Language } from "../../../domain/language.ts";
import { testAdmin } from "../../../testing/app/admin-staff.ts";
import { AdminSessionContext } from "../admin-context.ts";
import type { Route } from "./+types/categories";
import CategoriesPage from "./categories.tsx";

const villas: AdminCategory = {
  id: 7,
  kind: "property",
  slug: "villas",
  nameAr: "فلل",
  nameEn: "Villas",
  sortOrder: 1,
  usedBy: 24,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCategories(language: Language) {
  const props = { loaderData: { data: [villas] } } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([
    { path: "/categories", loader: () => ({}), Component: () => <CategoriesPage {...props} /> },
  ]);
  render(
    <AdminSessionContext.Provider value={{ language, staff: testAdmin }}>
      <Stub initialEntries={["/categories"]} hydrationData={{ loaderData: { 0: {} } }} />
    </AdminSessionContext.Provider>,
  );
}

const texts = {
  ar: { delete: "حذف", refused: "لا يمكن حذف تصنيف مستخدم في إعلانات؛ انقل إعلاناته إلى تصنيف آخر أولًا." },
  en: {
    delete: "Delete",
    refused: "A category used by listings cannot be deleted; move its listings to another category first.",
  },
};

describe("deleting a category the page shows in use", () => {
  for (const language of ["ar", "en"] as const) {
    it(`says at once why it cannot, asks nothing and sends nothing (${language})`, async () => {
      const fetched = vi.fn();
      vi.stubGlobal("fetch", fetched);
      renderCategories(language);
      const form = document.querySelector<HTMLFormElement>('form[data-category-id="7"]');
      if (!form) throw new Error("no form for the category");
      fireEvent.click(within(form).getByRole("button", { name: texts[language].delete }));
      expect((await within(form).findByRole("alert")).textContent).toBe(texts[language].refused);
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(fetched).not.toHaveBeenCalled();
    });
  }
});
