/** The site's logo mark: a stylised building. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="10" fill="currentColor" />
      <path d="M11 30V16l9-6 9 6v14h-6v-7h-6v7z" fill="#c59d5f" />
    </svg>
  );
}
