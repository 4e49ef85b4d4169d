export function topLevelAwaits(source: string): { line: number; column: number }[];
