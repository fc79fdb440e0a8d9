// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { enabledSwitches, removeBlock } from "~/blocks/edit/edit-actions";
import type { Block } from "~/cms/schema";
import { renderBlocks } from "../render";

const block = (id: string, edit?: Record<string, boolean>): Block => ({
  id,
  block_type: "text-block-2",
  block_params: { color_scheme: "normal", ...(edit ? { edit } : {}) },
  fields: { main_title: { type: "text", value: { fr: `Titre ${id}`, en: `Title ${id}` } } },
});

describe("edit mode (spec 3 §4, §6)", () => {
  it("only enabled switches appear", () => {
    expect(
      enabledSwitches(block("a", { change_color_scheme: true, delete_block: false, edit_block: true })),
    ).toEqual(["change_color_scheme", "edit_block"]);
    expect(enabledSwitches(block("a"))).toEqual([]);
  });

  it("removing works only when the block is found", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const items = ["a", "b", "c"];
    expect(removeBlock(items, (x) => x, "b")).toEqual(["a", "c"]);
    expect(removeBlock(items, (x) => x, "z")).toBe(items);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("anonymous visitors never see the overlay", async () => {
    await renderBlocks([block("a", { delete_block: true })]);
    expect(await screen.findByText("Titre a")).toBeInTheDocument();
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
  });

  it("in edit mode the overlay shows the type, cycles schemes and deletes", async () => {
    const user = userEvent.setup();
    await renderBlocks(
      [block("a", { change_color_scheme: true, delete_block: true }), block("b", { edit_block: true })],
      { locale: "en", editable: true },
    );
    const [toolbar] = await screen.findAllByRole("toolbar", { name: "Block text-block-2" });
    expect(toolbar).toHaveTextContent("text-block-2");
    const section = screen.getByText("Title a").closest("section")!;
    expect(section).toHaveAttribute("data-scheme", "normal");
    await user.click(screen.getByRole("button", { name: /Change colour scheme/ }));
    expect(section).toHaveAttribute("data-scheme", "normal-grey");
    await user.click(screen.getByRole("button", { name: /Change colour scheme/ }));
    await user.click(screen.getByRole("button", { name: /Change colour scheme/ }));
    expect(section).toHaveAttribute("data-scheme", "normal");
    expect(screen.getAllByRole("button", { name: "Edit block" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Delete block" }));
    expect(screen.queryByText("Title a")).not.toBeInTheDocument();
    expect(screen.getByText("Title b")).toBeInTheDocument();
  });
});
