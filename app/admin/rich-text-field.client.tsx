import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId } from "react";
import type { Language } from "../../domain/language.ts";
import { useAdminT } from "./admin-i18n.ts";

/**
 * The description editor (TipTap). It offers only what the public page keeps (domain/rich-text.ts): paragraphs,
 * headings 2–4, bold, italic, underline, strike, lists, quotes, rules and web, mail and phone links. The server
 * sanitises the HTML with that same allow-list before storing it.
 */
export function RichTextField({
  label,
  value,
  onChange,
  language,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  language: Language;
  error?: string;
}) {
  const t = useAdminT();
  const id = useId();
  const editor = useEditor({
    immediatelyRender: false,
    // Its own <style> element would break the page's CSP (style-src 'self'): admin.css styles the editor.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto", "tel"],
          isAllowedUri: (url) => /^(?:https?:|mailto:|tel:)/i.test(url),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        dir: language === "ar" ? "rtl" : "ltr",
        lang: language,
        class: "admin-rich-text min-h-40 px-3 py-2 focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  // A listing loaded anew (another listing, or after a reload) replaces the text.
  useEffect(() => {
    if (editor && !editor.isFocused && value !== editor.getHTML() && !(value === "" && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      underline: current?.isActive("underline") ?? false,
      strike: current?.isActive("strike") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bullet: current?.isActive("bulletList") ?? false,
      ordered: current?.isActive("orderedList") ?? false,
      quote: current?.isActive("blockquote") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const previous = editor.getAttributes("link").href as string | undefined;
    const url = window.prompt(t("editor.rich.linkPrompt"), previous ?? "https://");
    if (url === null) return;
    if (url.trim() === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href: url.trim() }).run();
  };

  const buttons: { key: string; label: string; active?: boolean; run: () => void; text: string }[] = editor
    ? [
        {
          key: "bold",
          text: "B",
          label: t("editor.rich.bold"),
          active: state?.bold,
          run: () => editor.chain().focus().toggleBold().run(),
        },
        {
          key: "italic",
          text: "I",
          label: t("editor.rich.italic"),
          active: state?.italic,
          run: () => editor.chain().focus().toggleItalic().run(),
        },
        {
          key: "underline",
          text: "U",
          label: t("editor.rich.underline"),
          active: state?.underline,
          run: () => editor.chain().focus().toggleUnderline().run(),
        },
        {
          key: "strike",
          text: "S",
          label: t("editor.rich.strike"),
          active: state?.strike,
          run: () => editor.chain().focus().toggleStrike().run(),
        },
        {
          key: "h2",
          text: "H2",
          label: t("editor.rich.heading"),
          active: state?.h2,
          run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        },
        {
          key: "h3",
          text: "H3",
          label: t("editor.rich.subheading"),
          active: state?.h3,
          run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
        },
        {
          key: "bullet",
          text: "•",
          label: t("editor.rich.bulletList"),
          active: state?.bullet,
          run: () => editor.chain().focus().toggleBulletList().run(),
        },
        {
          key: "ordered",
          text: "1.",
          label: t("editor.rich.orderedList"),
          active: state?.ordered,
          run: () => editor.chain().focus().toggleOrderedList().run(),
        },
        {
          key: "quote",
          text: "❝",
          label: t("editor.rich.quote"),
          active: state?.quote,
          run: () => editor.chain().focus().toggleBlockquote().run(),
        },
        {
          key: "rule",
          text: "—",
          label: t("editor.rich.rule"),
          run: () => editor.chain().focus().setHorizontalRule().run(),
        },
        { key: "link", text: t("editor.rich.link"), label: t("editor.rich.link"), active: state?.link, run: setLink },
      ]
    : [];

  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-semibold text-ink-900">
        {label}
      </span>
      <div
        className={`mt-1 rounded-md border bg-white ${error ? "border-red-700" : "border-ink-500/40"} focus-within:border-brand-700`}
        data-rich-text
      >
        <div
          role="toolbar"
          aria-label={t("editor.rich.toolbar", { field: label })}
          className="sticky top-0 z-[5] flex flex-wrap gap-1 rounded-t-md border-b border-ink-500/20 bg-white p-1"
        >
          {buttons.map((button) => (
            <button
              key={button.key}
              type="button"
              onClick={button.run}
              aria-label={button.label}
              title={button.label}
              aria-pressed={button.active === undefined ? undefined : button.active}
              className={`min-w-8 rounded px-2 py-1 text-sm font-semibold ${button.active ? "bg-brand-800 text-white" : "text-ink-900 hover:bg-sand-50"}`}
            >
              {button.text}
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
