/** Verbatim quotes from the contract; a quote that is not in the contract is a build error, not a typo. */
import { contractSections } from '../contractText.js';

export function row(section: string, key: string): string {
  const text = contractSections[section]?.rows[key];
  if (text === undefined) throw new Error(`contract section ${section} has no row ${JSON.stringify(key)}`);
  return text;
}

export function sentence(section: string, startsWith: string): string {
  const text = contractSections[section]?.sentences.find((line) => line.startsWith(startsWith));
  if (text === undefined)
    throw new Error(`contract section ${section} has no sentence starting ${JSON.stringify(startsWith)}`);
  return text;
}

export const hasRow = (section: string, key: string): boolean => contractSections[section]?.rows[key] !== undefined;
