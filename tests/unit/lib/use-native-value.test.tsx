// @vitest-environment jsdom
import { act, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useNativeValue } from "~/lib/use-native-value";

/** A controlled field and what it acts on, as the calculator's and the search's are. */
function Sorted({ onSort }: { onSort: (order: string) => void }) {
  const [order, setOrder] = useState("newest");
  const [text, setText] = useState("5");
  const select = useRef<HTMLSelectElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useNativeValue(
    () => select.current,
    order,
    (field) => {
      setOrder(field.value);
      onSort(field.value);
    },
  );
  useNativeValue(
    () => input.current,
    text,
    (field) => setText(field.value),
  );
  return (
    <form>
      <select ref={select} aria-label="Sort" value={order} onChange={(event) => setOrder(event.target.value)}>
        <option value="newest">Newest</option>
        <option value="price_asc">Price</option>
      </select>
      <input ref={input} aria-label="Rate" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{`${order} ${text}`}</output>
    </form>
  );
}

describe("useNativeValue: what was typed or chosen before the code ran", () => {
  afterEach(() => document.body.replaceChildren());

  async function hydrate(before: (root: HTMLElement) => void) {
    const sorts: string[] = [];
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Sorted onSort={() => undefined} />);
    document.body.append(root);
    before(root);
    await act(async () => {
      hydrateRoot(root, <Sorted onSort={(order) => sorts.push(order)} />);
    });
    return { root, sorts };
  }

  it("is taken over by the state once hydrated, and acted on", async () => {
    const { root, sorts } = await hydrate((root) => {
      root.querySelector("select")!.value = "price_asc";
      root.querySelector("input")!.value = "4,5";
    });
    expect(root.querySelector("output")!.textContent).toBe("price_asc 4,5");
    expect(root.querySelector("select")!.value).toBe("price_asc");
    expect(root.querySelector("input")!.value).toBe("4,5");
    expect(sorts).toEqual(["price_asc"]);
  });

  it("does nothing to a field left as the server wrote it", async () => {
    const { root, sorts } = await hydrate(() => undefined);
    expect(root.querySelector("output")!.textContent).toBe("newest 5");
    expect(sorts).toEqual([]);
  });
});
