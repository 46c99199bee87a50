import type { EnquiryListing } from "../../../domain/enquiry.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Modal } from "../modal.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";

export interface InterestDialogProps {
  listing: EnquiryListing;
  /** The listing's title, named in the dialog's description. */
  title: string;
  onClose: () => void;
}

/** The Register Interest modal: the enquiry form, posted to the listing kind's interest endpoint. */
export default function InterestDialog({ listing, title, onClose }: InterestDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t("interest.title")}
      description={t("interest.text", { title })}
      closeLabel={t("interest.close")}
      onClose={onClose}
    >
      <EnquiryForm listing={listing} onSent={onClose} />
    </Modal>
  );
}
