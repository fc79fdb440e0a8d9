export type DropdownOption = { value: string; label: string; group?: string; disabled?: boolean };

type BaseProps = {
  /** The visible label; the trigger and the list are named by it. */
  label: string;
  /** Keeps the label for assistive technology only, when the surrounding design already shows one. */
  hideLabel?: boolean;
  options: DropdownOption[];
  /** Trigger text while nothing is selected. */
  placeholder?: string;
  /** Adds a search field that filters the options by label (case and accents ignored). */
  searchable?: boolean;
  /** Submits the selection with a surrounding form, one hidden input per value. */
  name?: string;
  disabled?: boolean;
  className?: string;
  id?: string;
  /** Which edge of the trigger the list lines up with. */
  align?: "start" | "end";
  /** Controls the open state; without it the dropdown keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Replaces the default trigger text for a selection. */
  summary?: (selected: DropdownOption[]) => string;
};

type SingleProps = BaseProps & {
  multiple?: false;
  value: string | null;
  onChange: (value: string) => void;
};

type MultipleProps = BaseProps & {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
  /** Shows an Apply button under the list; it calls this with the selection and closes. */
  onApply?: (value: string[]) => void;
  applyLabel?: string;
};

export type DropdownProps = SingleProps | MultipleProps;
