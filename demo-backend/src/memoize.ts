/** `make(key)` once per key, keeping the latest `max` keys: any URL can name a new key. */
export function memoize<T>(make: (key: string) => T, max: number): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      if (made.size >= max) made.delete(made.keys().next().value as string);
      made.set(key, value);
    }
    return value;
  };
}
