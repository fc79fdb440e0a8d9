// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Dropdown, normalizeForSearch, type DropdownOption } from "~/ui/Dropdown";
import { Modal } from "~/ui/Modal";
import { renderWithProviders } from "../render";

const sortOptions: DropdownOption[] = [
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
  { value: "price_desc", label: "Price, highest first" },
  { value: "price_asc", label: "Price, lowest first" },
];

const cities: DropdownOption[] = [
  { value: "66023", label: "Montréal", group: "Island" },
  { value: "66058", label: "Dorval", group: "Island" },
  { value: "65005", label: "Laval", group: "North shore" },
  { value: "58227", label: "Longueuil", group: "South shore" },
  { value: "58007", label: "Brossard", group: "South shore", disabled: true },
];

function SingleHarness({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>("oldest");
  return (
    <>
      <Dropdown
        label="Sort by"
        options={sortOptions}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

function MultiHarness({
  onApply,
  searchable = false,
  name,
}: {
  onApply?: (values: string[]) => void;
  searchable?: boolean;
  name?: string;
}) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <form aria-label="Search">
      <Dropdown
        multiple
        label="Municipalities"
        options={cities}
        value={value}
        onChange={setValue}
        onApply={onApply}
        searchable={searchable}
        name={name}
      />
      <button type="button">After</button>
    </form>
  );
}

const trigger = (name: RegExp | string) => screen.getByRole("button", { name });

function activeOption(owner: HTMLElement) {
  const id = owner.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
}

describe("Dropdown", () => {
  it("is a button named by its visible label and value that controls a listbox", () => {
    renderWithProviders(<SingleHarness />, { locale: "en" });
    const button = trigger("Sort by Oldest");
    expect(screen.getByText("Sort by")).toBeVisible();
    expect(button).toHaveAttribute("aria-haspopup", "listbox");
    expect(button).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list).toHaveAttribute("role", "listbox");
    expect(list).not.toBeVisible();
  });

  it("opens on click, selects an option with the mouse, closes and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SingleHarness onChange={onChange} />, { locale: "en" });
    await user.click(trigger(/Sort by/));
    const list = screen.getByRole("listbox", { name: "Sort by" });
    expect(trigger(/Sort by/)).toHaveAttribute("aria-expanded", "true");
    expect(list).toHaveFocus();
    expect(within(list).getByRole("option", { name: "Oldest" })).toHaveAttribute("aria-selected", "true");
    await user.click(within(list).getByRole("option", { name: "Price, lowest first" }));
    expect(onChange).toHaveBeenCalledWith("price_asc");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger("Sort by Price, lowest first")).toHaveFocus();
  });

  it("works from the keyboard: ArrowDown opens on the selection, arrows, Home and End move, Enter selects", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SingleHarness />, { locale: "en" });
    trigger(/Sort by/).focus();
    await user.keyboard("{ArrowDown}");
    const list = screen.getByRole("listbox", { name: "Sort by" });
    expect(list).toHaveFocus();
    expect(activeOption(list)).toHaveTextContent("Oldest");
    await user.keyboard("{ArrowDown}");
    expect(activeOption(list)).toHaveTextContent("Price, highest first");
    await user.keyboard("{End}");
    expect(activeOption(list)).toHaveTextContent("Price, lowest first");
    await user.keyboard("{ArrowDown}");
    expect(activeOption(list)).toHaveTextContent("Price, lowest first");
    await user.keyboard("{Home}");
    expect(activeOption(list)).toHaveTextContent("Newest");
    await user.keyboard("{ArrowUp}");
    expect(activeOption(list)).toHaveTextContent("Newest");
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger("Sort by Newest")).toHaveFocus();
  });

  it("Enter and Space on the trigger open it; Space in the list selects without reopening", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SingleHarness />, { locale: "en" });
    trigger(/Sort by/).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("listbox")).toHaveFocus();
    await user.keyboard("{Escape}");
    await user.keyboard(" ");
    const list = screen.getByRole("listbox");
    await user.keyboard("{ArrowUp} ");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger("Sort by Newest")).toHaveFocus();
    expect(list).not.toBeVisible();
  });

  it("typing a letter in the list moves to the next option starting with it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SingleHarness />, { locale: "en" });
    await user.click(trigger(/Sort by/));
    const list = screen.getByRole("listbox");
    await user.keyboard("p");
    expect(activeOption(list)).toHaveTextContent("Price, highest first");
    // The typed text resets after 500 ms: the clock moves, no real wait.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.advanceTimersByTime(600);
      await user.keyboard("p");
    } finally {
      vi.useRealTimers();
    }
    expect(activeOption(list)).toHaveTextContent("Price, lowest first");
  });

  it("Escape closes without changing the value and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<SingleHarness onChange={onChange} />, { locale: "en" });
    await user.click(trigger(/Sort by/));
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger("Sort by Oldest")).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("Tab closes it and moves on; a click outside closes it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SingleHarness />, { locale: "en" });
    await user.click(trigger(/Sort by/));
    await user.tab();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();

    await user.click(trigger(/Sort by/));
    expect(screen.getByRole("listbox")).toBeVisible();
    await user.click(document.body);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.click(trigger(/Sort by/));
    await user.click(trigger(/Sort by/));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("multi-select: checkbox options toggle with Enter, Space and clicks and stay open", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MultiHarness />, { locale: "en" });
    expect(trigger("Municipalities Select…")).toBeInTheDocument();
    await user.click(trigger(/Municipalities/));
    const list = screen.getByRole("listbox", { name: "Municipalities" });
    expect(list).toHaveAttribute("aria-multiselectable", "true");
    await user.keyboard("{Enter}");
    expect(within(list).getByRole("option", { name: "Montréal" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown} ");
    expect(within(list).getByRole("option", { name: "Laval" })).toHaveAttribute("aria-selected", "true");
    await user.click(within(list).getByRole("option", { name: "Dorval" }));
    expect(list).toBeVisible();
    expect(trigger("Municipalities 3 selected")).toHaveAttribute("aria-expanded", "true");
    await user.click(within(list).getByRole("option", { name: "Montréal" }));
    expect(within(list).getByRole("option", { name: "Montréal" })).toHaveAttribute("aria-selected", "false");
    expect(list).toHaveFocus();
  });

  it("shows options in labelled groups and skips disabled ones", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MultiHarness />, { locale: "en" });
    await user.click(trigger(/Municipalities/));
    const south = screen.getByRole("group", { name: "South shore" });
    expect(
      within(south)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Longueuil", "Brossard"]);
    const list = screen.getByRole("listbox");
    await user.keyboard("{End}");
    expect(activeOption(list)).toHaveTextContent("Longueuil");
    await user.click(within(south).getByRole("option", { name: "Brossard" }));
    expect(within(south).getByRole("option", { name: "Brossard" })).toHaveAttribute("aria-selected", "false");
  });

  it("filters the options as one types, ignoring case and accents", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MultiHarness searchable />, { locale: "en" });
    await user.click(trigger(/Municipalities/));
    const search = screen.getByRole("combobox", { name: "Search: Municipalities" });
    expect(search).toHaveFocus();
    await user.keyboard("MONTR");
    const list = screen.getByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Montréal"]);
    expect(activeOption(search)).toHaveTextContent("Montréal");
    expect(screen.getByRole("status")).toHaveTextContent("1 result");
    await user.keyboard("{Enter}");
    expect(within(list).getByRole("option", { name: "Montréal" })).toHaveAttribute("aria-selected", "true");
    await user.clear(search);
    await user.keyboard("zzz");
    expect(screen.getByText("No results")).toBeVisible();
    await user.keyboard("{Escape}");
    expect(trigger("Municipalities Montréal")).toHaveFocus();
    await user.click(trigger(/Municipalities/));
    expect(screen.getByRole("combobox")).toHaveValue("");
  });

  it("the Apply button hands over the selection, closes and returns focus", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<MultiHarness onApply={onApply} />, { locale: "en" });
    await user.click(trigger(/Municipalities/));
    await user.keyboard("{Enter}{ArrowDown}{Enter}");
    await user.tab();
    const apply = screen.getByRole("button", { name: "Apply" });
    expect(apply).toHaveFocus();
    expect(screen.getByRole("listbox")).toBeVisible();
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith(["66023", "66058"]);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger("Municipalities 2 selected")).toHaveFocus();
  });

  it("submits its values with a form through hidden inputs", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MultiHarness name="mun" />, { locale: "en" });
    await user.click(trigger(/Municipalities/));
    await user.keyboard("{Enter}{ArrowDown}{ArrowDown}{Enter}");
    const form = screen.getByRole("form", { name: "Search" }) as HTMLFormElement;
    expect(new FormData(form).getAll("mun")).toEqual(["66023", "65005"]);
  });

  it("inside a modal, Escape closes the dropdown only", async () => {
    const user = userEvent.setup();
    function InModal() {
      const [value, setValue] = useState<string | null>(null);
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Filters">
          <Dropdown label="Sort by" options={sortOptions} value={value} onChange={setValue} />
        </Modal>
      );
    }
    renderWithProviders(<InModal />, { locale: "en" });
    await screen.findByRole("dialog");
    await user.click(trigger(/Sort by/));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("a controlled dropdown asks before opening, so a caller can show an overlay instead", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(
      <Dropdown
        label="Sort by"
        options={sortOptions}
        value={null}
        onChange={() => {}}
        open={false}
        onOpenChange={onOpenChange}
      />,
      { locale: "en" },
    );
    await user.click(trigger(/Sort by/));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("uses the ui texts in French", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MultiHarness onApply={() => {}} searchable />, { locale: "fr" });
    expect(trigger("Municipalities Choisir…")).toBeInTheDocument();
    await user.click(trigger(/Municipalities/));
    expect(screen.getByRole("combobox", { name: "Rechercher : Municipalities" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Appliquer" })).toBeInTheDocument();
  });

  it("normalizes search text", () => {
    expect(normalizeForSearch("  Saint-Jérôme ")).toBe("saint-jerome");
  });
});
