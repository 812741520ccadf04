export function sourceStamp(root: string): string;
