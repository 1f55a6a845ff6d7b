// What the browser's <Head>s (helmet.ts) ask for, and how several merge: the rules of
// react-helmet-async 1.3 (its utils.js reducePropsToState), which the server render still uses, so
// the client writes the head the server wrote. Pure, for unit tests; helmet.ts writes the result.
import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/** HTML attribute name → value. */
export type Attributes = Record<string, string>;

/** Tags a <Head> may hold several of, each kept or dropped by its primary attributes. */
export const LIST_TAGS = ['link', 'meta', 'noscript', 'script', 'style'] as const;
export type ListTag = (typeof LIST_TAGS)[number];

/** A tag's attributes, with its content under `innerHTML` (script, noscript) or `cssText` (style). */
export type Tag = Attributes;

/** One <Head>'s children. A key is present only when the <Head> has that child. */
export interface HeadProps {
  title?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  base?: Attributes;
  tags?: Partial<Record<ListTag, Tag[]>>;
}

/** The head that all mounted <Head>s, in mount order, ask for. */
export interface HeadState {
  /** undefined: leave the document title as it is. */
  title: string | undefined;
  titleAttributes: Attributes;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  tags: Record<ListTag | 'base', Tag[]>;
}

/**
 * For each list tag, the attributes that identify it: a later <Head>'s tag replaces an earlier
 * one's with the same value of its (last listed) primary attribute.
 */
const PRIMARY_ATTRIBUTES: Record<ListTag, readonly string[]> = {
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};

/** React prop names whose HTML attribute is not just the name in lower case. */
const ATTRIBUTE_NAMES: Record<string, string> = {className: 'class', httpEquiv: 'http-equiv'};

/** A prop of a tag in a <Head>, or a text child of one. */
type Value = string | number | boolean | null | undefined;

/** Props as HTML attributes, valued as the server writes them (`${value}`; undefined as ''). */
function toAttributes(props: Record<string, Value>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    attributes[ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = value === undefined ? '' : String(value);
  }
  return attributes;
}

/** A text child: a string, or several joined (`<title>{a} | {b}</title>`). */
function textOf(children: Value | Value[]): string | undefined {
  if (children === undefined || children === null) return undefined;
  return Array.isArray(children) ? children.join('') : String(children);
}

/**
 * Reads a <Head>'s children (title, meta, link, script, html, body…; fragments are opened). As in
 * react-helmet-async, a fragment's tags of one kind give way to its siblings' tags of that kind.
 */
export function headProps(children: ReactNode, props: HeadProps = {}): HeadProps {
  const own: Partial<Record<ListTag, Tag[]>> = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<{children?: ReactNode} & Record<string, Value>>(child)) return;
    const {children: nested, ...rest} = child.props;
    if (child.type === Fragment) {
      headProps(nested, props);
      return;
    }
    const attributes = toAttributes(rest);
    const text = textOf(nested as Value | Value[]);
    switch (child.type) {
      case 'title':
        props.title = text ?? '';
        props.titleAttributes = attributes;
        return;
      case 'html':
        props.htmlAttributes = attributes;
        return;
      case 'body':
        props.bodyAttributes = attributes;
        return;
      case 'base':
        props.base = attributes;
        return;
      case 'script':
      case 'noscript':
      case 'style':
      case 'link':
      case 'meta': {
        const content = text === undefined ? {} : {[child.type === 'style' ? 'cssText' : 'innerHTML']: text};
        (own[child.type] ??= []).push({...attributes, ...content});
        return;
      }
      default:
    }
  });
  if (Object.keys(own).length > 0) props.tags = {...props.tags, ...own};
  return props;
}

/** The attribute that identifies a tag, as react-helmet-async picks it; undefined drops the tag. */
function primaryAttribute(tag: Tag, primaries: readonly string[]): string | undefined {
  let primary: string | undefined;
  for (const name of Object.keys(tag)) {
    if (!primaries.includes(name)) continue;
    // A canonical link is identified by rel (one per page), a stylesheet by its href.
    if (primary === 'rel' && tag.rel?.toLowerCase() === 'canonical') continue;
    if (name === 'rel' && tag.rel?.toLowerCase() === 'stylesheet') continue;
    primary = name;
  }
  return primary && tag[primary] ? primary : undefined;
}

/**
 * Each <Head>'s tags of one kind, in mount order, without those a later <Head> replaces (tags
 * within one <Head> never replace one another) and without tags that lack a primary attribute.
 */
function mergeTags(lists: readonly Tag[][], primaries: readonly string[]): Tag[] {
  const taken = new Set<string>();
  const kept: Tag[][] = [];
  for (let i = lists.length - 1; i >= 0; i -= 1) {
    const identities: string[] = [];
    kept.unshift(
      (lists[i] ?? []).filter((tag) => {
        const primary = primaryAttribute(tag, primaries);
        if (primary === undefined) return false;
        const identity = `${primary}=${(tag[primary] ?? '').toLowerCase()}`;
        identities.push(identity);
        return !taken.has(identity);
      }),
    );
    for (const identity of identities) taken.add(identity);
  }
  return kept.flat();
}

/** The last mounted <Head> that has `key` wins. */
function innermost<K extends keyof HeadProps>(list: readonly HeadProps[], key: K): HeadProps[K] {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const props = list[i];
    if (props && key in props) return props[key];
  }
  return undefined;
}

/** Attributes from every <Head> that sets them, later ones overriding earlier ones per attribute. */
function mergeAttributes(list: readonly HeadProps[], key: 'titleAttributes' | 'htmlAttributes' | 'bodyAttributes') {
  return Object.assign({}, ...list.map((props) => props[key])) as Attributes;
}

/** The head all mounted <Head>s ask for, `list` in mount order. */
export function mergeHeads(list: readonly HeadProps[]): HeadState {
  const base = [...list].reverse().find((props) => props.base?.href)?.base;
  const tags = {base: base ? [base] : []} as HeadState['tags'];
  for (const type of LIST_TAGS) {
    tags[type] = mergeTags(
      list.map((props) => props.tags?.[type] ?? []),
      PRIMARY_ATTRIBUTES[type],
    );
  }
  return {
    title: innermost(list, 'title') || undefined,
    titleAttributes: mergeAttributes(list, 'titleAttributes'),
    htmlAttributes: mergeAttributes(list, 'htmlAttributes'),
    bodyAttributes: mergeAttributes(list, 'bodyAttributes'),
    tags,
  };
}
