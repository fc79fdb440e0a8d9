/**
 * The events that make React hydrate a document still hydrating synchronously before it handles them
 * (react-dom 18's discrete events that require hydration, `textInput` among them: Chromium fires it
 * for each character typed).
 */
const DISCRETE_EVENTS = (
  "mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown " +
  "pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input " +
  "textInput copy cut paste click change contextmenu reset submit"
).split(" ");

/**
 * Keeps React's discrete events from React until `ready()`: they stop at the window, before the
 * listeners React puts on the document. What the browser does with them still happens (text typed, a
 * box ticked, a link followed, a form posted natively), and the listeners the inline script put on
 * the window before (app/shell/early-clicks.ts, early-menu.ts) still hear them: a press on a scripted
 * control is replayed once the page has hydrated.
 *
 * Why: such an event reaching a document still hydrating makes React hydrate it synchronously. While
 * RemixBrowser decodes the page's data (single fetch: a promise it throws above every Suspense
 * boundary) that pass cannot finish, and React throws error #345, "Root did not complete"
 * (remix-run/remix#10214). It happened to keys typed into the contact form as its code arrived.
 */
export function holdEventsUntil(ready: () => boolean): void {
  const hold = (event: Event) => {
    if (ready()) {
      for (const type of DISCRETE_EVENTS) removeEventListener(type, hold, true);
      return;
    }
    event.stopPropagation();
  };
  for (const type of DISCRETE_EVENTS) addEventListener(type, hold, true);
}
