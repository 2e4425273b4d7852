/**
 * Control characters no text input may carry: C0 controls except tab, line feed and carriage
 * return, and DEL. (PostgreSQL refuses NUL in text outright; the others have no place in a name,
 * a remark or an address.)
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check for them
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The path (`a.b.0`) of the first string in `value` that holds a control character, looking
 * through objects and arrays (object keys too), or null when there is none.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTERS.test(key)) return at.replace(CONTROL_CHARACTERS, '?');
      const found = findControlCharacter(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}
