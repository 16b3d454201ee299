const texts = new WeakMap<object, string>()

/**
 * The JSON text of a value that is never changed once made (the search index's cars are replaced,
 * not edited, when stock changes), kept per object: a listing serialises each car once, not once
 * per request.
 *
 * @example
 * stableJson(car) === stableJson(car) // the same text, computed once
 */
export function stableJson(value: object): string {
  let text = texts.get(value)
  if (text === undefined) {
    text = JSON.stringify(value)
    texts.set(value, text)
  }
  return text
}
