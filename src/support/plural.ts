/** "1 case", "2 cases", "3 entries": a count and its noun, for every layer's messages. */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}
