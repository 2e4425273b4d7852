/**
 * Control characters no text input may carry: C0 controls except tab, line feed and carriage
 * return, and DEL. (PostgreSQL refuses NUL in text outright; the others have no place in a name,
 * a remark or an address.)
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check for them
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Text no input may carry: a control character, or a lone UTF-16 surrogate (`\ud800` alone is not
 * a character; PostgreSQL's JSON refuses it and UTF-8 cannot hold it). A whole pair (an emoji) is
 * fine.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check for them
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** Deepest nesting of arrays and objects a request may have (none of the API's needs more than 4). */
export const MAX_INPUT_DEPTH = 32;

/**
 * The path (`a.b.0`) of the first unsafe part of a request's input, or null when there is none:
 * a string (or an object key) holding a control character or a lone surrogate, or nesting deeper
 * than MAX_INPUT_DEPTH (named by its top-level field). The walk keeps its own stack, so 20,000
 * nested `[` are refused instead of overflowing the call stack.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (UNSAFE_TEXT.test(item.value)) return item.path || '_';
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return item.path.split('.')[0] || '_';
    const at = (key: string) => (item.path ? `${item.path}.${key}` : key);
    const children: { value: unknown; path: string; depth: number }[] = [];
    if (Array.isArray(item.value)) {
      item.value.forEach((child, i) => {
        children.push({ value: child, path: at(String(i)), depth: item.depth + 1 });
      });
    } else {
      for (const [key, child] of Object.entries(item.value)) {
        if (UNSAFE_TEXT.test(key)) return at(key.replace(new RegExp(UNSAFE_TEXT, 'gu'), '?'));
        children.push({ value: child, path: at(key), depth: item.depth + 1 });
      }
    }
    // Depth first, in order: the first unsafe field in the input is the one named.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}
