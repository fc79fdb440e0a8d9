/**
 * Hides the elements of a class when JavaScript is off: controls that would do nothing without it
 * (a carousel's buttons; its slides still scroll natively). Visitors with JavaScript never see them
 * hidden, so nothing moves when the page hydrates.
 */
export function HiddenWithoutScript({ className }: { className: string }) {
  return (
    <noscript>
      <style>{`.${className}{display:none}`}</style>
    </noscript>
  );
}
