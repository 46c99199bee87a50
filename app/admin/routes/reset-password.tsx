import { useAdminLanguage } from "../admin-context.ts";
import { adminPath } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { NewPasswordFromLink } from "../new-password-from-link.tsx";

/** A new password from an e-mailed link; every session ends and the person signs in again. */
export default function ResetPasswordPage() {
  const t = useAdminT();
  const language = useAdminLanguage();
  return (
    <NewPasswordFromLink
      kind="reset"
      intro={() => t("accounts.reset.intro")}
      after={`${adminPath("/sign-in", language)}?reset=1`}
      back={{ to: adminPath("/forgot-password", language), label: t("accounts.reset.askAgain") }}
    />
  );
}
