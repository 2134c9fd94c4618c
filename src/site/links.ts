/** Where each page of the site lives, relative to the site root: one place, so links and files agree. */

const SAFE = /^[A-Za-z0-9._-]+$/;

/** A file name for an id: ids in the catalogue and corpus are already safe; anything else is encoded. */
export const fileName = (id: string): string =>
  SAFE.test(id) && id !== '.' && id !== '..' ? id : encodeURIComponent(id).replace(/\./g, '%2E').replace(/%/g, '_');

export const rulePath = (ruleId: string): string => `rules/${fileName(ruleId)}.html`;

/** A contract section's page (a type's fields, its rules, an example). */
export const typePath = (section: string): string => `types/${fileName(section)}.html`;

/** The corpus folder of realistic objects translated from source records (about no one rule). */
export const SHOWCASE = 'showcase';

/** A fixture's stable URL: its rule page (or the showcase page), at the fixture's own id. */
export const fixturePath = (fixtureId: string): string => {
  const folder = fixtureId.split('/')[1] ?? fixtureId;
  return `${folder === SHOWCASE ? 'showcase.html' : rulePath(folder)}#${encodeURI(fixtureId)}`;
};

export const reportPath = (name: string): string => `reports/${fileName(name)}.html`;

/** The script holding a rule's fixture texts, loaded by the playground only when it opens one of them. */
export const fixtureDataPath = (ruleId: string): string => `fixtures/${fileName(ruleId)}.js`;

/** The playground opening a fixture: it loads the fixture's exact text and kind from fixtureDataPath. */
export const tryPath = (fixtureId: string): string =>
  `playground.html#${new URLSearchParams({ fixture: fixtureId }).toString()}`;
