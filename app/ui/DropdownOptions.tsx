import { Icon } from "~/content/Icon";
import styles from "./Dropdown.module.css";
import type { useListbox } from "./DropdownListbox";
import type { DropdownOption } from "./DropdownTypes";

type Section = { group: string | undefined; options: DropdownOption[] };

function sectionsOf(options: DropdownOption[]): Section[] {
  const sections = new Map<string | undefined, DropdownOption[]>();
  for (const option of options) {
    const list = sections.get(option.group);
    if (list) list.push(option);
    else sections.set(option.group, [option]);
  }
  return [...sections].map(([group, list]) => ({ group, options: list }));
}

type DropdownOptionsProps = {
  id: string;
  visible: DropdownOption[];
  selected: string[];
  multiple: boolean;
  /** The listbox's behaviour: its active option, the options' ids, choosing and activating one. */
  listbox: Pick<ReturnType<typeof useListbox>, "active" | "setActive" | "optionIdOf" | "choose">;
};

/** The listbox's options, in groups when they have one; a check marks the selected ones. */
export function DropdownOptions(props: DropdownOptionsProps) {
  const { id, visible, selected, multiple } = props;
  const { active, setActive, optionIdOf, choose } = props.listbox;

  const renderOption = (option: DropdownOption) => {
    const isSelected = selected.includes(option.value);
    return (
      // The listbox owns keyboard interaction through aria-activedescendant; options are not focusable.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
      <div
        key={option.value}
        id={optionIdOf(option.value)}
        role="option"
        aria-selected={isSelected}
        aria-disabled={option.disabled || undefined}
        className={styles.option}
        data-active={option.value === active || undefined}
        onClick={() => choose(option)}
        onMouseMove={() => {
          if (!option.disabled && active !== option.value) setActive(option.value);
        }}
      >
        {multiple ? (
          <span className={styles.checkbox} aria-hidden="true">
            {isSelected ? <Icon name="check" /> : null}
          </span>
        ) : null}
        <span className={styles.optionLabel}>{option.label}</span>
        {!multiple && isSelected ? <Icon name="check" className={styles.tick} /> : null}
      </div>
    );
  };

  return (
    <>
      {sectionsOf(visible).map((section, sectionIndex) =>
        section.group === undefined ? (
          section.options.map(renderOption)
        ) : (
          <div key={`group-${section.group}`} role="presentation" className={styles.section}>
            <div role="presentation" id={`${id}-group-${sectionIndex}`} className={styles.groupLabel}>
              {section.group}
            </div>
            <div role="group" aria-labelledby={`${id}-group-${sectionIndex}`}>
              {section.options.map(renderOption)}
            </div>
          </div>
        ),
      )}
    </>
  );
}
