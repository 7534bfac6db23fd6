/** Paths into form data: JSON pointers (API, summary) and RJSF's dotted properties and field ids. */

export function pointerToSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function segmentsToPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** `.renteeInfo.0.firstName` (RJSF error property) → `/renteeInfo/0/firstName`. */
export function propertyToPointer(property: string): string {
  const trimmed = property.replace(/^\./, '');
  return trimmed === '' ? '' : segmentsToPointer(trimmed.split('.'));
}

/** The DOM id RJSF gives the field at a pointer (`root_renteeInfo_0_firstName`). */
export function pointerToFieldId(pointer: string, idPrefix = 'root', separator = '_'): string {
  return [idPrefix, ...pointerToSegments(pointer)].join(separator);
}

/** Whether `path` is the pointer `pointer` or a place inside it (`/list/0/a` is inside `/list`). */
export function isAtOrUnder(path: string, pointer: string): boolean {
  return path === pointer || path.startsWith(`${pointer}/`);
}

export function getAt(data: unknown, pointer: string): unknown {
  let current: unknown = data;
  for (const segment of pointerToSegments(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Returns a copy of `data` with the value at `pointer` set, copying only along the path. */
export function setAt<T>(data: T, pointer: string, value: unknown): T {
  const segments = pointerToSegments(pointer);
  const write = (node: unknown, index: number): unknown => {
    if (index === segments.length) return value;
    const key = segments[index] as string;
    const base: Record<string, unknown> | unknown[] = Array.isArray(node)
      ? [...node]
      : node !== null && typeof node === 'object'
        ? { ...(node as Record<string, unknown>) }
        : {};
    (base as Record<string, unknown>)[key] = write((base as Record<string, unknown>)[key], index + 1);
    return base;
  };
  return write(data, 0) as T;
}
