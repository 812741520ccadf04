/** Escapes LIKE/ILIKE wildcards so a search for "50%_off" matches those characters literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
