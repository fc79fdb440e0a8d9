// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ShowAllButton, useShowFirst } from "~/ui/ShowFirst";

const ITEMS = ["a", "b", "c", "d", "e"];

function List({ items = ITEMS, count = 2 }: { items?: string[]; count?: number }) {
  const list = useShowFirst(items, count);
  return (
    <>
      <ul {...list.list}>
        {list.shown.map((item, i) => (
          <li key={item} tabIndex={list.itemTabIndex(i)}>
            {item}
          </li>
        ))}
      </ul>
      <ShowAllButton state={list} className="more">
        Show all {items.length}
      </ShowAllButton>
      <button type="button" onClick={list.collapse}>
        collapse
      </button>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useShowFirst and ShowAllButton", () => {
  it("shows the first N items and a button that controls the list", () => {
    render(<List />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a", "b"]);
    const button = screen.getByRole("button", { name: "Show all 5" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("more");
    expect(button).toHaveAttribute("aria-controls", screen.getByRole("list").id);
  });

  it("reveals all, removes the button and moves focus to the first item revealed", () => {
    render(<List />);
    fireEvent.click(screen.getByRole("button", { name: "Show all 5" }));
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(ITEMS);
    expect(screen.queryByRole("button", { name: "Show all 5" })).toBeNull();
    expect(items[1]).not.toHaveAttribute("tabindex");
    expect(items[2]).toHaveAttribute("tabindex", "-1");
    act(() => {
      vi.runAllTimers();
    });
    expect(document.activeElement).toBe(items[2]);
  });

  it("has no button when nothing is hidden, and collapses back to N", () => {
    const { rerender } = render(<List items={["a", "b"]} />);
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
    rerender(<List />);
    fireEvent.click(screen.getByRole("button", { name: "Show all 5" }));
    fireEvent.click(screen.getByRole("button", { name: "collapse" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
