import { useAtomValue } from "jotai";
import { BlockHeading } from "~/blocks/parts/BlockHeading";
import type { BlockProps } from "~/blocks/types";
import { ContactForm } from "~/forms/contact/ContactForm";
import { useT } from "~/i18n/use-t";
import { addressesMe } from "~/shell/contact-recipient";
import { siteAtom } from "~/state/site";
import { BlockSection } from "~/theme/BlockSection";
import type { ContactFormData, ContactFormFields } from "./fields.server";
import styles from "./ContactFormBlock.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** `contact-form`: the contact form of spec 1 §5 on a page, with an optional recipient. */
export default function ContactFormBlock({
  block,
  fields,
  data,
  index,
}: BlockProps<ContactFormFields, ContactFormData | undefined>) {
  const { t } = useT("forms");
  const site = useAtomValue(siteAtom);
  const recipientType = fields.recipient_type ?? undefined;
  const me = addressesMe(recipientType, site?.siteType ?? "broker");
  const recipientName = fields.recipient_name || undefined;
  const formId = `form-${block.key}`;
  const titleId = `${formId}-title`;
  return (
    <BlockSection
      block={block}
      className={styles.block}
      aria-labelledby={fields.main_title ? undefined : titleId}
    >
      <div className={styles.inner}>
        {fields.main_title ? (
          <BlockHeading title={fields.main_title} description={fields.description} first={index === 0} />
        ) : (
          <>
            <h2 id={titleId} className={styles.title}>
              {t(me ? "contact-form.title-me" : "contact-form.title-us")}
            </h2>
            <BlockHeading description={fields.description} />
          </>
        )}
        {recipientName ? (
          <p className={styles.recipient}>{t("contact-form.recipient", { name: recipientName })}</p>
        ) : null}
        <ContactForm
          formId={formId}
          idempotencyKey={data?.idempotencyKey}
          defaultMessage={fields.message || undefined}
          recipient={{ type: recipientType, slug: fields.recipient_slug ?? undefined, name: recipientName }}
        />
      </div>
    </BlockSection>
  );
}
