import { Dropdown } from "~/ui/Dropdown";
import type { ArchiveCategory } from "../article";

type Props = {
  label: string;
  categories: ArchiveCategory[];
  /** Empty means all. */
  selected: number[];
  allText: string;
  onChange: (ids: number[]) => void;
};

/** Below xl the categories are a multi-select (spec 2 "Blog archive"); loaded only at those widths. */
export default function CategoryDropdown({ label, categories, selected, allText, onChange }: Props) {
  // Like the checkboxes: none chosen is all (issue 34 §7).
  return (
    <Dropdown
      multiple
      label={label}
      placeholder={allText}
      options={categories.map((category) => ({ value: String(category.id), label: category.label }))}
      value={selected.map(String)}
      summary={(chosen) =>
        chosen.length === categories.length ? allText : chosen.map((o) => o.label).join(", ")
      }
      onChange={(values) => onChange(values.map(Number))}
    />
  );
}
