import { useAdminLanguage } from "../admin-context.ts";
import { adminPath } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { isolated, leftToRight } from "../bidi-text.ts";
import { NewPasswordFromLink } from "../new-password-from-link.tsx";

/** An invited colleague chooses their own password and is signed in; the link works once. */
export default function InvitationPage() {
  const t = useAdminT();
  const language = useAdminLanguage();
  return (
    <NewPasswordFromLink
      kind="invitation"
      intro={(link) =>
        t("accounts.invitation.intro", { name: isolated(link.name ?? ""), email: leftToRight(link.email ?? "") })
      }
      after={adminPath("/", language)}
      back={{ to: adminPath("/sign-in", language), label: t("accounts.forgot.back") }}
    />
  );
}
