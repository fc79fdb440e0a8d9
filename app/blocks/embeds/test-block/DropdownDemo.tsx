import { useState } from "react";
import { useT } from "~/i18n/use-t";
import { Dropdown, type DropdownOption } from "~/ui/Dropdown";
import styles from "./TestBlock.module.css";

// Place and people names are data (the same in both languages), like the CMS content around them.
const MUNICIPALITIES = [
  { value: "66023", label: "Montréal", group: "group-island" },
  { value: "66087", label: "Dorval", group: "group-island" },
  { value: "66097", label: "Pointe-Claire", group: "group-island" },
  { value: "65005", label: "Laval", group: "group-north" },
  { value: "73005", label: "Boisbriand", group: "group-north" },
  { value: "75017", label: "Saint-Jérôme", group: "group-north" },
  { value: "58227", label: "Longueuil", group: "group-south" },
  { value: "58007", label: "Brossard", group: "group-south" },
  { value: "57010", label: "Saint-Jean-sur-Richelieu", group: "group-south" },
] as const;

const SORTS = ["newest", "oldest", "price_desc", "price_asc"] as const;

const BROKERS = [
  "Amélie Tremblay",
  "Benoît Gagnon",
  "Chloé Roy",
  "David Côté",
  "Émilie Bouchard",
  "François Gauthier",
  "Julie Morin",
  "Marc Lavoie",
];

/** The test block's showcase of the shared dropdown, in the shapes the search, blog and members blocks use. */
export function DropdownDemo() {
  const { t } = useT("showcase");
  const [municipalities, setMunicipalities] = useState<string[]>([]);
  const [applied, setApplied] = useState<string[] | null>(null);
  const [sort, setSort] = useState<string | null>("newest");
  const [broker, setBroker] = useState<string | null>(null);

  const municipalityOptions: DropdownOption[] = MUNICIPALITIES.map((item) => ({
    value: item.value,
    label: item.label,
    group: t(`demo.${item.group}`),
  }));
  const sortOptions: DropdownOption[] = SORTS.map((value) => ({
    value,
    label: t(`demo.sort-${value.replace("_", "-")}`),
  }));
  const brokerOptions: DropdownOption[] = [...BROKERS]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ value: name, label: name }));
  const appliedLabels = applied
    ?.map((value) => municipalityOptions.find((option) => option.value === value)?.label)
    .filter(Boolean);

  return (
    <section className={styles.dropdowns} aria-labelledby="test-block-dropdowns">
      <h3 id="test-block-dropdowns" className={styles.subTitle}>
        {t("demo.dropdown-title")}
      </h3>
      <div className={styles.dropdownRow}>
        <div>
          <Dropdown
            multiple
            searchable
            label={t("demo.municipalities")}
            placeholder={t("demo.municipalities-placeholder")}
            options={municipalityOptions}
            value={municipalities}
            onChange={setMunicipalities}
            onApply={setApplied}
            name="mun"
          />
          <p className={styles.kind} aria-live="polite">
            {t("demo.applied", {
              value: appliedLabels?.length ? appliedLabels.join(", ") : t("demo.applied-none"),
            })}
          </p>
        </div>
        <Dropdown label={t("demo.sort")} options={sortOptions} value={sort} onChange={setSort} align="end" />
        <Dropdown
          searchable
          label={t("demo.member")}
          placeholder={t("demo.member-placeholder")}
          options={brokerOptions}
          value={broker}
          onChange={setBroker}
        />
      </div>
    </section>
  );
}
