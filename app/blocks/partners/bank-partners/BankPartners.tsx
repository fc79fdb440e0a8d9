import { useState } from "react";
import { CmsImage } from "~/content/CmsImage";
import { CmsText } from "~/content/CmsText";
import { useT } from "~/i18n/use-t";
import { HeadedBlock } from "../../parts/HeadedBlock";
import type { BlockProps } from "../../types";
import { FilterChips } from "../FilterChips";
import { IconLines, PartnerAvatar } from "../PartnerParts";
import type { BankPartner, BankPartnersFields } from "./fields.server";
import styles from "../partners.module.css";

// The server parses this block's fields with it; in the browser the module is empty.
export { default as fields } from "./fields.server";

/** Spec 2 §2: the institution filter lists all institutions when none is chosen. */
export function banksShown(banks: readonly BankPartner[], selected: string | null): BankPartner[] {
  return selected === null ? [...banks] : banks.filter((bank) => bank.id === selected);
}

function Bank({ bank }: { bank: BankPartner }) {
  const { t } = useT("places");
  const headingId = `${bank.id}-name`;
  return (
    <section className={styles.bank} aria-labelledby={headingId}>
      <div className={styles.bankHeader}>
        {bank.logo ? <CmsImage image={bank.logo} className={styles.bankLogo} alt="" sizes="80px" /> : null}
        <h3 id={headingId} className={styles.name}>
          {bank.name}
        </h3>
      </div>
      {bank.employees_repeater.length === 0 ? (
        <p>{t("places:banks.none")}</p>
      ) : (
        <ul className={styles.employees} aria-label={t("places:banks.employees", { name: bank.name })}>
          {bank.employees_repeater.map((employee, i) => (
            <li key={i} className={styles.employee}>
              <PartnerAvatar image={employee.person_avatar} size={64} />
              <div className={styles.employeeText}>
                <CmsText field={employee.person_name} as="strong" className={styles.employeeName} />
                <CmsText field={employee.person_subtitle} as="span" className={styles.subtitle} />
                <IconLines lines={employee.list_items_repeater} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `bank-partners` (spec 2 §2): each institution's logo, name and employees, with an institution filter. */
export default function BankPartners({ fields, block, index }: BlockProps<BankPartnersFields>) {
  const { t } = useT("places");
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <HeadedBlock block={block} fields={fields} index={index} classes={styles}>
      {fields.banks.length > 1 ? (
        <FilterChips
          label={t("places:banks.filter-label")}
          allLabel={t("places:banks.all")}
          choices={fields.banks.map((bank) => ({ id: bank.id, label: bank.name }))}
          selected={selected}
          onSelect={setSelected}
        />
      ) : null}
      <div className={styles.banks}>
        {banksShown(fields.banks, selected).map((bank) => (
          <Bank key={bank.id} bank={bank} />
        ))}
      </div>
    </HeadedBlock>
  );
}
