import { Fragment, useCallback, useEffect, useRef, type MutableRefObject } from "react";
// react-imask's hook without its IMaskInput component (and prop-types); "imask" registers the masks.
import "imask";
import useIMask from "react-imask/esm/hook";
import type { MaskOptions } from "./masks";

type Props = {
  input: MutableRefObject<HTMLInputElement | null>;
  options: MaskOptions;
  onAccept?: () => void;
};

/**
 * Puts react-imask's mask on an input that is already on the page (MaskedInput renders it and loads
 * this lazily). IMask reads the input's value when it attaches, so whatever was typed, pasted or
 * autofilled before is formatted as it stands.
 */
export default function MaskAttachment({ input, options, onAccept }: Props) {
  const latest = useRef(onAccept);
  latest.current = onAccept;
  const accept = useCallback(() => latest.current?.(), []);
  const { maskRef } = useIMask(options, { ref: input, onAccept: accept });

  useEffect(() => {
    const element = input.current;
    const mask = maskRef.current;
    if (!element || !mask) return;
    // IMask works out an edit from the selection it saw at the last key press and the value it last
    // wrote. A paste or an autofill over a selection (no key press), or a value set by other code
    // (a form re-filled after an error), would be read against stale ones and keep old digits.
    const beforeEdit = () => {
      if (mask.displayValue !== element.value) mask.updateValue();
      mask._saveSelection();
    };
    // A change without an input event first (some autofills): take the new value as it is.
    const onChange = () => {
      if (mask.displayValue !== element.value) mask.updateValue();
    };
    element.addEventListener("beforeinput", beforeEdit);
    element.addEventListener("change", onChange);
    if (element.value) accept();
    return () => {
      element.removeEventListener("beforeinput", beforeEdit);
      element.removeEventListener("change", onChange);
    };
  }, [input, maskRef, accept]);

  // JSX on purpose, though it renders nothing: a lazy chunk that imports React without its JSX
  // runtime makes the bundler split the two, and every page's first load grows by 0.5 KB.
  return <Fragment />;
}
