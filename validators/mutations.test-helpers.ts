/** Near-valid inputs for the validators' property and agreement tests (tests only). */
import fc from 'fast-check';

/** One random edit of a string: substitute, delete, insert or swap neighbours. */
export function mutated(value: string, alphabet: string): fc.Arbitrary<string> {
  const position = fc.nat({ max: value.length - 1 });
  const character = fc.constantFrom(...alphabet);
  return fc.oneof(
    fc.tuple(position, character).map(([at, c]) => value.slice(0, at) + c + value.slice(at + 1)),
    position.map((at) => value.slice(0, at) + value.slice(at + 1)),
    fc
      .tuple(fc.nat({ max: value.length }), character)
      .map(([at, c]) => value.slice(0, at) + c + value.slice(at)),
    fc
      .nat({ max: Math.max(0, value.length - 2) })
      .map((at) => value.slice(0, at) + value[at + 1] + value[at] + value.slice(at + 2)),
  );
}
