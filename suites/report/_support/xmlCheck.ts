/**
 * A minimal XML 1.0 well-formedness checker for the report suites (no dependencies): one root element,
 * balanced and properly nested tags, quoted and unique attributes, only the five named entities and
 * character references, no characters XML forbids. Returns the element tree so tests can count.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function assertChars(text: string, where: string): void {
  for (const char of text) {
    const c = char.codePointAt(0)!;
    const ok =
      c === 0x9 ||
      c === 0xa ||
      c === 0xd ||
      (c >= 0x20 && c <= 0xd7ff) ||
      (c >= 0xe000 && c <= 0xfffd) ||
      (c >= 0x10000 && c <= 0x10ffff);
    if (!ok) throw new Error(`illegal XML character U+${c.toString(16)} in ${where}`);
  }
}

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`raw '<' in ${where}`);
  return raw.replace(/&([^;]*);?/g, (match, body: string) => {
    if (!match.endsWith(';')) throw new Error(`unterminated entity in ${where}: ${match}`);
    if (body in ENTITIES) return ENTITIES[body]!;
    const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(body);
    if (numeric === null) throw new Error(`unknown entity &${body}; in ${where}`);
    const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
    const char = String.fromCodePoint(code);
    assertChars(char, `a character reference in ${where}`);
    return char;
  });
}

export function parseXml(xml: string): XmlElement {
  assertChars(xml, 'the document');
  let i = 0;
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>');
    if (end === -1) throw new Error('unterminated XML declaration');
    i = end + 2;
  }
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    const decoded = decode(text, 'text');
    if (stack.length === 0 && decoded.trim() !== '')
      throw new Error(`text outside the root element: ${JSON.stringify(text.slice(0, 40))}`);
    if (stack.length > 0) stack[stack.length - 1]!.text += decoded;
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt);
      if (end === -1) throw new Error('unterminated comment');
      i = end + 3;
      continue;
    }
    const gt = xml.indexOf('>', lt);
    if (gt === -1) throw new Error('unterminated tag');
    const tag = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('/')) {
      const open = stack.pop();
      if (open === undefined || open.name !== tag.slice(1).trim())
        throw new Error(`</${tag.slice(1)}> closes ${open?.name ?? 'nothing'}`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const name = NAME.exec(body)?.[0];
    if (name === undefined) throw new Error(`bad tag <${tag}>`);
    const attributes: Record<string, string> = {};
    let rest = body.slice(name.length);
    while (rest.trim() !== '') {
      const match = /^\s+([A-Za-z_:][A-Za-z0-9_:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/.exec(rest);
      if (match === null) throw new Error(`bad attributes in <${name}>: ${JSON.stringify(rest.slice(0, 40))}`);
      if (match[1]! in attributes) throw new Error(`duplicate attribute ${match[1]} in <${name}>`);
      attributes[match[1]!] = decode(match[3] ?? match[4]!, `attribute ${match[1]}`);
      rest = rest.slice(match[0].length);
    }
    const element: XmlElement = { name, attributes, children: [], text: '' };
    if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
    else if (root !== undefined) throw new Error('more than one root element');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (root === undefined) throw new Error('no root element');
  return root;
}

export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);
