/**
 * A JUnit XML document checked against junit-10.xsd (suites/report/_data), read with the suites' own XML
 * reader: every element is one the schema declares, with only its declared attributes, every required
 * attribute present, only the children its sequence or choice allows, and `time` of type SUREFIRE_TIME.
 * The schema's content models here are all "any number of these, in any order" (testsuites' sequence holds
 * one repeated element), so the allowed children are a set; the checker refuses a schema it cannot read so.
 */
import { readFileSync } from 'node:fs';
import { parseXml, type XmlElement } from './xmlCheck.js';

interface Declaration {
  readonly attributes: ReadonlyMap<string, { readonly required: boolean; readonly type: string }>;
  readonly children: ReadonlySet<string>;
}

const xsd = parseXml(readFileSync(new URL('../_data/junit-10.xsd', import.meta.url), 'utf8'));

const descendants = (element: XmlElement): XmlElement[] =>
  element.children.flatMap((child) => [child, ...descendants(child)]);

/** A named type's pattern (SUREFIRE_TIME), anchored. */
const patterns = new Map(
  xsd.children
    .filter((child) => child.name === 'xs:simpleType')
    .map((type) => {
      const pattern = descendants(type).find((child) => child.name === 'xs:pattern')!.attributes.value!;
      return [type.attributes.name!, new RegExp(`^(?:${pattern})$`)] as const;
    }),
);

function declarationOf(complexType: XmlElement): Declaration {
  const attributes = new Map(
    complexType.children
      .filter((child) => child.name === 'xs:attribute')
      .map((a) => [a.attributes.name!, { required: a.attributes.use === 'required', type: a.attributes.type! }]),
  );
  const children = new Set(
    descendants(complexType)
      .filter((child) => child.name === 'xs:element')
      .map((child) => child.attributes.ref ?? child.attributes.name!),
  );
  return { attributes, children };
}

const complexTypes = new Map(
  xsd.children
    .filter((child) => child.name === 'xs:complexType')
    .map((type) => [type.attributes.name!, declarationOf(type)]),
);

/** Each element the schema declares at the top: its attributes and the children it may hold. */
export const JUNIT_ELEMENTS: ReadonlyMap<string, Declaration> = new Map(
  xsd.children
    .filter((child) => child.name === 'xs:element')
    .map((element) => {
      const { name, type } = element.attributes;
      const inline = element.children.find((child) => child.name === 'xs:complexType');
      if (inline !== undefined) return [name!, declarationOf(inline)] as const;
      if (type === 'xs:string') return [name!, { attributes: new Map(), children: new Set<string>() }] as const;
      return [name!, complexTypes.get(type!)!] as const;
    }),
);

/** Everything in `xml` the schema does not allow, as readable lines ([] when it is valid). */
export function junitSchemaErrors(xml: string): string[] {
  const problems: string[] = [];
  const root = parseXml(xml);
  if (root.name !== 'testsuites' && root.name !== 'testsuite') problems.push(`root <${root.name}> is not a suite`);
  const check = (element: XmlElement, where: string): void => {
    const declared = JUNIT_ELEMENTS.get(element.name);
    if (declared === undefined) {
      problems.push(`${where}: <${element.name}> is not declared`);
      return;
    }
    for (const [name, value] of Object.entries(element.attributes)) {
      const attribute = declared.attributes.get(name);
      if (attribute === undefined) problems.push(`${where}: attribute ${name} is not declared`);
      else if (patterns.has(attribute.type) && !patterns.get(attribute.type)!.test(value))
        problems.push(`${where}: ${name}="${value}" is not a ${attribute.type}`);
    }
    for (const [name, attribute] of declared.attributes)
      if (attribute.required && !(name in element.attributes)) problems.push(`${where}: ${name} is required`);
    if (declared.children.size === 0 && element.children.length > 0)
      problems.push(`${where}: <${element.name}> holds text only`);
    for (const [index, child] of element.children.entries()) {
      if (!declared.children.has(child.name))
        problems.push(`${where}: <${child.name}> may not be in <${element.name}>`);
      check(child, `${where}/${child.name}[${index}]`);
    }
  };
  check(root, root.name);
  return problems;
}
