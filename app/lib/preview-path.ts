// Apart from listing-preview.ts so that the home page (whose draft the back office previews too) can tell a preview
// address without bringing the listing preview's loaders into the code the public pages share.

/** /admin/preview/… (a listing's detail page, or a company page) and its English twin. */
export function isPreviewPath(pathname: string): boolean {
  return /^(\/en)?\/admin\/preview\//.test(pathname);
}
