// Remark plugin: hands the configuration-reference components (src/components/ConfigReference) the
// data they render as props, taken from the reference JSON at build time. A page's chunk then holds
// only the models, enums and lists that page shows: before, every component imported the whole
// JSON (41 KB gzip on each reference page). Writers keep writing `<ModelReference name="CacheConfig" />`.
// The JSON is a build dependency of the site config through this import, so editing it invalidates
// the persistent build cache.
import {visit} from 'unist-util-visit';
import {expressionAttribute, type MdastNode} from '../shared/mdast';
import {modelByName, reference, type EnumInfo} from '../../src/data/reference';

interface ExpressionValue {
  type: 'mdxJsxAttributeValueExpression';
  value: string;
  data?: {estree?: unknown};
}

/** The part of an attribute expression's estree that `stringList` reads. */
interface ArrayProgram {
  body: {expression?: {type: string; elements?: {value?: unknown}[]}}[];
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | ExpressionValue | null;
}

function attribute(node: MdastNode, name: string): JsxAttribute['value'] {
  return (node.attributes as JsxAttribute[]).find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
}

/** `names={['A', 'B']}`: the string literals of an array expression. */
function stringList(node: MdastNode, name: string): string[] {
  const value = attribute(node, name);
  const array =
    typeof value === 'object' ? (value?.data?.estree as ArrayProgram | undefined)?.body[0]?.expression : undefined;
  const items = array?.type === 'ArrayExpression' ? (array.elements ?? []).map((e) => e.value) : [];
  if (items.length === 0 || !items.every((item) => typeof item === 'string'))
    throw new Error(`<${String(node.name)}> needs ${name}={['…']}, a list of string literals`);
  return items;
}

function enumByName(name: string): EnumInfo {
  const found = Object.values(reference.enums).find((e) => e.name === name);
  if (!found) throw new Error(`No enum named ${name} in the django-cfg ${reference.version} reference`);
  return found;
}

/** The props each component gets, from the attributes the page writes. */
const PROPS: Record<string, (node: MdastNode) => Record<string, unknown>> = {
  ModelReference(node) {
    const name = attribute(node, 'name');
    if (typeof name !== 'string') throw new Error('<ModelReference> needs name="…", a string literal');
    return {data: {model: modelByName(name), version: reference.version, packagePath: reference.source.packagePath}};
  },
  EnumTable: (node) => ({enums: stringList(node, 'names').map(enumByName)}),
  ExportsTable: () => ({exports: reference.exports}),
  ExportsCount: () => ({count: reference.exports.length}),
  SubclassAttributes: () => ({attributes: reference.subclassAttributes}),
};

export default function remarkReferenceData() {
  const addProps = (node: MdastNode): void => {
    const props = typeof node.name === 'string' && node.type.startsWith('mdxJsx') ? PROPS[node.name] : undefined;
    if (props) {
      const attributes = node.attributes as JsxAttribute[];
      for (const [name, value] of Object.entries(props(node))) attributes.push(expressionAttribute(name, value));
    }
  };
  return (tree: MdastNode): void => {
    visit(tree, addProps);
  };
}
