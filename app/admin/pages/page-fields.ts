/**
 * What a page's field group receives from the editor's shell (app/admin/routes/page-edit.tsx): the whole content
 * of its page, a way to replace it, the server's field errors by path (`content.hero.ar.heading`) and its defaults.
 */
export interface PageFieldsProps<C> {
  content: C;
  onChange: (content: C) => void;
  fields: Record<string, string>;
  /** The page as the site ships it: what a block missing from an older stored document starts from. */
  defaults: C;
}
