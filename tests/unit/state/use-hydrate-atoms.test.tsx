// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { atom, createStore, Provider, useAtomValue } from "jotai";
import { describe, expect, it } from "vitest";
import { useHydrateAtoms } from "~/state/use-hydrate-atoms";

const nameAtom = atom("initial");

function Shows({ value }: { value: string }) {
  useHydrateAtoms([[nameAtom, value]]);
  return <p>{useAtomValue(nameAtom)}</p>;
}

describe("useHydrateAtoms", () => {
  it("sets the value on the first render, before anything reads it", () => {
    const { container } = render(
      <Provider store={createStore()}>
        <Shows value="hydrated" />
      </Provider>,
    );
    expect(container.textContent).toBe("hydrated");
  });

  it("hydrates an atom only once per store, later values are ignored", () => {
    const store = createStore();
    const { container, rerender } = render(
      <Provider store={store}>
        <Shows value="first" />
      </Provider>,
    );
    rerender(
      <Provider store={store}>
        <Shows value="second" />
      </Provider>,
    );
    expect(container.textContent).toBe("first");
    expect(store.get(nameAtom)).toBe("first");
  });

  it("hydrates each store on its own", () => {
    const other = createStore();
    render(
      <Provider store={other}>
        <Shows value="other" />
      </Provider>,
    );
    expect(other.get(nameAtom)).toBe("other");
  });
});
