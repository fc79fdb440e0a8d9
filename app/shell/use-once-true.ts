import { useState } from "react";

/** False until `condition` is first true, then true for good: for parts that load when first needed. */
export function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}
