// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { openContactModal } from "~/shell/events";
import { ShellSlots } from "~/shell/ShellSlots";
import { addressesMe } from "~/shell/contact-recipient";
import { isScrollPreventedAtom } from "~/state/scroll-lock";
import { Modal } from "~/ui/Modal";
import { pushToastAtom, toastsAtom } from "~/ui/toast";
import Toaster from "~/ui/Toaster";
import { renderWithProviders } from "../render";

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Ouvrir</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Titre">
        <a href="/fr">Premier</a>
        <button>Dernier</button>
      </Modal>
    </>
  );
}

describe("Modal (spec 1 §2)", () => {
  it("traps focus, closes on Escape, returns focus and locks scroll while open", async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ModalHarness />);
    const opener = await screen.findByRole("button", { name: "Ouvrir" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Titre" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(store.get(isScrollPreventedAtom)).toBe(true);
    for (let i = 0; i < 5; i += 1) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(store.get(isScrollPreventedAtom)).toBe(false);
  });
});

function RerenderingHarness() {
  const [open, setOpen] = useState(true);
  const [count, setCount] = useState(0);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={`Titre ${count}`}>
      <a href="/fr">Premier</a>
      <button onClick={() => setCount((value) => value + 1)}>Compter</button>
    </Modal>
  );
}

describe("Modal focus trap", () => {
  it("a re-render of the parent (a new onClose) does not move focus back to the first element", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RerenderingHarness />);
    const dialog = await screen.findByRole("dialog", { name: "Titre 0" });
    expect(screen.getByRole("button", { name: "Fermer" })).toHaveFocus();
    const counter = screen.getByRole("button", { name: "Compter" });
    counter.focus();
    await user.click(counter);
    await user.click(counter);
    expect(dialog).toHaveAccessibleName("Titre 2");
    expect(counter).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("toasts (spec 1 §4)", () => {
  afterEach(() => vi.useRealTimers());

  it("a success toast counts down 5 seconds then closes; others stay until closed", async () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<Toaster />, { locale: "en" });
    act(() => {
      store.set(pushToastAtom, { kind: "success", title: "Sent" });
      store.set(pushToastAtom, {
        kind: "error",
        title: "Failed",
        items: ["The email address field is invalid"],
      });
    });
    expect(screen.getByText("Closes in 5 seconds")).toBeInTheDocument();
    for (let i = 0; i < 6; i += 1) act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Sent")).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("The email address field is invalid");
    fireEvent.click(screen.getByRole("button", { name: "Close the notification" }));
    expect(store.get(toastsAtom)).toHaveLength(0);
  });
});

describe("contact modal title (spec 1 §2, §6)", () => {
  it("addresses 'me' for individual recipients and on broker sites by default", () => {
    expect(addressesMe("broker", "agency")).toBe(true);
    expect(addressesMe("executive_team", "agency")).toBe(true);
    expect(addressesMe("office", "broker")).toBe(false);
    expect(addressesMe(undefined, "broker")).toBe(true);
    expect(addressesMe(undefined, "agency")).toBe(false);
  });

  it("loads and opens on the application event, and opens again after closing", async () => {
    renderWithProviders(<ShellSlots />, { locale: "en", site: { siteType: "agency" } });
    await screen.findByText((_, element) => element === document.body);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => openContactModal());
    expect(await screen.findByRole("dialog", { name: "Contact us" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    act(() => openContactModal());
    expect(await screen.findByRole("dialog", { name: "Contact us" })).toBeInTheDocument();
  });
});
