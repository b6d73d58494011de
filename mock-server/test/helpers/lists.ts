/**
 * `list.at(index)` for a list the test expects to reach that far: a clear failure instead of `undefined`
 * when it is shorter. A negative index counts from the end.
 */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`expected an item at index ${index}, but the list has ${list.length}`);
  return item;
}
