import { useEffect } from "react";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A field's value as the page shows it: a check box's is whether it is ticked; a form's, its fields'
 * names and values in the order a post would send them.
 */
export function nativeValue(field: Field | HTMLFormElement): string {
  if (field instanceof HTMLFormElement)
    return new URLSearchParams(
      [...new FormData(field)].map(([name, value]) => [name, String(value)]),
    ).toString();
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return String(field.checked);
  if (field instanceof HTMLSelectElement && field.multiple)
    return [...field.selectedOptions].map((option) => option.value).join("\n");
  return field.value;
}

/**
 * What the visitor typed or chose in a field of the server's HTML before its code ran (on a phone,
 * seconds), taken over by the state the field is rendered from. React hydrates a controlled field
 * without touching it, but its state still holds the server's value: nothing acts on what is shown,
 * and the next render writes the old value back. Once, after the render that hydrated the field
 * (before any other render can write into it): when the field shows something other than
 * `rendered` (the value that render gave it, as `nativeValue` reads it), `adopt` receives the field.
 * A field the browser created (a client-side navigation) shows what it was rendered with: nothing
 * happens.
 */
export function useNativeValue<F extends Field | HTMLFormElement>(
  field: () => F | null,
  rendered: string,
  adopt: (field: F) => void,
): void {
  useEffect(() => {
    const element = field();
    if (element && nativeValue(element) !== rendered) adopt(element);
    // Once, with the values of the render that hydrated the field.
  }, []);
}
