import { type FormEvent, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { adminMessage } from "../../../domain/admin/admin-messages.ts";
import type { AdminCategory } from "../../../domain/admin/listing-editor.ts";
import { can } from "../../../domain/admin/permissions.ts";
import { type ListingKind, listingKinds } from "../../../domain/listing.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { useConfirm } from "../admin-dialog.tsx";
import { adminLanguageOf } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import { FieldErrorSummary } from "../field-errors.tsx";
import { FormMessage, primaryButton, SelectField, secondaryButton, TextField } from "../form-fields.tsx";
import { useUnsavedChanges } from "../unsaved-changes.tsx";
import { useSubmit } from "../use-submit.ts";
import type { Route } from "./+types/categories";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  return adminFetch<{ data: AdminCategory[] }>("/categories", { language, signal: request.signal });
}

interface Draft {
  kind: ListingKind;
  slug: string;
  nameAr: string;
  nameEn: string;
  sortOrder: number;
}

function sameValues(a: Draft, b: Draft): boolean {
  return (
    a.kind === b.kind &&
    a.slug === b.slug &&
    a.nameAr === b.nameAr &&
    a.nameEn === b.nameEn &&
    a.sortOrder === b.sortOrder
  );
}

/**
 * One category's form: a new one, or an existing one with its delete button. An existing one stays mounted while
 * the page's list is read again after a save (keyed by its id), so its "saved" message and the focus stay; when the
 * stored values change (this save, or another admin's), the form takes them, unless it holds edits not saved yet.
 */
function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const [draft, setDraft] = useState<Draft>(
    category ?? { kind: "property", slug: "", nameAr: "", nameEn: "", sortOrder: 0 },
  );
  const [stored, setStored] = useState(category);
  if (category && stored && !sameValues(category, stored)) {
    setStored(category);
    if (sameValues(draft, stored)) setDraft(category);
  }
  const [saved, setSaved] = useState<string>();
  const { busy, error, fields, run } = useSubmit();
  // Said at once for a category the page shows in use, rather than asked about and then refused (the server refuses
  // it too, whatever the page showed: listings may have been filed under it since).
  const [refused, setRefused] = useState<string>();
  const { confirm, dialog } = useConfirm();
  // A new category has edits once something is typed; an existing one once a value differs from the stored one.
  useUnsavedChanges(
    category
      ? draft.kind !== category.kind ||
          draft.slug !== category.slug ||
          draft.nameAr !== category.nameAr ||
          draft.nameEn !== category.nameEn ||
          draft.sortOrder !== category.sortOrder
      : draft.slug !== "" || draft.nameAr !== "" || draft.nameEn !== "",
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(undefined);
    setRefused(undefined);
    const body = {
      kind: draft.kind,
      slug: draft.slug,
      nameAr: draft.nameAr,
      nameEn: draft.nameEn,
      sortOrder: draft.sortOrder,
    };
    const ok = await run(() =>
      category
        ? adminFetch(`/categories/${category.id}`, { language, method: "PUT", body })
        : adminFetch("/categories", { language, method: "POST", body }),
    );
    if (ok) {
      setSaved(t("categories.saved"));
      if (category) setStored({ ...category, ...body });
      else setDraft({ ...draft, slug: "", nameAr: "", nameEn: "" });
      onDone();
    }
  };
  const remove = async () => {
    if (!category) return;
    setSaved(undefined);
    if (category.usedBy > 0) {
      setRefused(adminMessage("category_in_use", language));
      return;
    }
    setRefused(undefined);
    const question = { title: t("categories.confirmDelete"), confirmLabel: t("categories.confirmDeleteButton") };
    if (!(await confirm(question))) return;
    if (await run(() => adminFetch(`/categories/${category.id}`, { language, method: "DELETE" }))) onDone();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      data-category-id={category?.id}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      {dialog}
      <FieldErrorSummary fields={fields} className="sm:col-span-2 lg:col-span-6" />
      <SelectField
        label={t("listings.kind")}
        value={draft.kind}
        onChange={(event) => setDraft({ ...draft, kind: event.target.value as ListingKind })}
        error={fields.kind}
      >
        {listingKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`listings.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("categories.nameAr")}
        dir="rtl"
        lang="ar"
        value={draft.nameAr}
        onChange={(event) => setDraft({ ...draft, nameAr: event.target.value })}
        error={fields.nameAr}
      />
      <TextField
        label={t("categories.nameEn")}
        dir="ltr"
        lang="en"
        value={draft.nameEn}
        onChange={(event) => setDraft({ ...draft, nameEn: event.target.value })}
        error={fields.nameEn}
      />
      <TextField
        label={t("categories.slug")}
        dir="ltr"
        value={draft.slug}
        onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
        error={fields.slug}
      />
      <TextField
        label={t("categories.order")}
        type="number"
        min={0}
        dir="ltr"
        value={draft.sortOrder}
        onChange={(event) => setDraft({ ...draft, sortOrder: Number(event.target.value) })}
        error={fields.sortOrder}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {category ? t("categories.save") : t("categories.add")}
        </button>
        {category ? (
          <button
            type="button"
            className={`${secondaryButton} border-red-700 text-red-700`}
            disabled={busy}
            onClick={remove}
          >
            {t("categories.delete")}
          </button>
        ) : null}
      </div>
      <div className="sm:col-span-2 lg:col-span-6">
        {category ? <p className="text-xs text-ink-700">{t("categories.usedBy", { count: category.usedBy })}</p> : null}
        <FormMessage error={refused ?? error} success={saved} />
      </div>
    </form>
  );
}

/** A category as an editor sees it: its names (the page's language first), address word and use; nothing to change. */
function CategoryRow({ category }: { category: AdminCategory }) {
  const t = useAdminT();
  const { language } = useAdmin();
  const names = [
    { lang: "ar", text: category.nameAr },
    { lang: "en", text: category.nameEn },
  ].sort((a, b) => Number(b.lang === language) - Number(a.lang === language));
  return (
    <div
      className="grid gap-1 rounded-xl bg-white p-4 text-sm shadow-sm sm:grid-cols-[2fr_1fr_1fr] sm:items-center"
      data-category-id={category.id}
    >
      <p className="text-start">
        <bdi lang={names[0]?.lang} className="font-semibold text-ink-900">
          {names[0]?.text}
        </bdi>
        {" · "}
        <bdi lang={names[1]?.lang} className="text-ink-700">
          {names[1]?.text}
        </bdi>
      </p>
      <p className="text-ink-700">
        {t("categories.slug")}: <bdi dir="ltr">{category.slug}</bdi>
      </p>
      <p className="text-ink-700">{t("categories.usedBy", { count: category.usedBy })}</p>
    </div>
  );
}

/**
 * Admins manage the categories listings are filed under, for every kind; editors, whose listing editor offers
 * them, read the same list without its forms (domain/admin/permissions.ts).
 */
export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { staff } = useAdmin();
  const manage = can(staff.role, "manageCategories");
  const navigate = useNavigate();
  // Busy while the lists are read again after a change.
  const busy = useNavigation().state !== "idle";
  // Navigating to the same page runs its loader again: the lists show the change.
  const reload = () => {
    navigate(".", { replace: true, preventScrollReset: true });
  };
  return (
    <div className="grid gap-4" aria-busy={busy} data-testid="categories">
      <AdminTitle text={t("categories.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("categories.title")}</h1>
      <p className="text-ink-700">{t("categories.intro")}</p>
      {manage ? null : (
        <p className="rounded-lg bg-sand-100 p-3 text-ink-900" data-testid="read-only">
          {t("auditLog.categoriesReadOnly")}
        </p>
      )}
      {manage ? (
        <>
          <h2 className="text-lg font-bold text-ink-900">{t("categories.new")}</h2>
          <CategoryForm category={null} onDone={reload} />
        </>
      ) : null}
      {listingKinds.map((kind) => (
        <section key={kind} className="grid gap-2">
          <h2 className="text-lg font-bold text-ink-900">{t(`listings.kinds.${kind}`)}</h2>
          {loaderData.data
            .filter((category) => category.kind === kind)
            .map((category) =>
              manage ? (
                <CategoryForm key={category.id} category={category} onDone={reload} />
              ) : (
                <CategoryRow key={category.id} category={category} />
              ),
            )}
        </section>
      ))}
    </div>
  );
}
