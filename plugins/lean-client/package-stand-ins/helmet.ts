// Stand-in for react-helmet-async in the production browser bundle (5 KB gzip of every page's main
// bundle with its dependencies). The browser imports only HelmetProvider (core's clientEntry) and
// Helmet (core's @docusaurus/Head), children only: no titleTemplate, defaultTitle or other props.
// The server render keeps react-helmet-async and marks the tags it writes data-rh="true"; this
// merges the mounted <Head>s by the same rules (headState.ts) and, once per commit, brings the
// document's head in line: the title, the data-rh tags, and the attributes of <html>, <body> and
// <title> that <Head>s set. Other head tags and attributes are not touched.
import {useLayoutEffect, useState, type ReactNode} from 'react';
import {LIST_TAGS, headProps, mergeHeads, type Attributes, type HeadProps, type HeadState, type Tag} from './headState';

const MANAGED = 'data-rh';

/** The mounted <Head>s in mount order (one app per page, so one list). */
const mounted: {props: HeadProps}[] = [];
let flushQueued = false;

/** Per element, the attributes the last write set, so an attribute no <Head> sets any more goes. */
const ownAttributes = new WeakMap<Element, string[]>();

function writeAttributes(element: Element | null, attributes: Attributes): void {
  if (!element) return;
  for (const name of ownAttributes.get(element) ?? []) {
    if (!(name in attributes)) element.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  ownAttributes.set(element, Object.keys(attributes));
}

function createTag(type: string, tag: Tag): Element {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(tag)) {
    if (name === 'innerHTML') element.innerHTML = value;
    else if (name === 'cssText') element.textContent = value;
    else element.setAttribute(name, value);
  }
  element.setAttribute(MANAGED, 'true');
  return element;
}

/** Keeps the data-rh tags of `type` that are wanted as they are, removes the rest, adds the missing. */
function writeTags(type: string, tags: Tag[]): void {
  const existing = [...document.head.querySelectorAll(`${type}[${MANAGED}]`)];
  const added: Element[] = [];
  for (const tag of tags) {
    const element = createTag(type, tag);
    const same = existing.findIndex((old) => old.isEqualNode(element));
    if (same === -1) added.push(element);
    else existing.splice(same, 1);
  }
  for (const old of existing) old.remove();
  document.head.append(...added);
}

function writeHead(state: HeadState): void {
  writeAttributes(document.documentElement, state.htmlAttributes);
  writeAttributes(document.body, state.bodyAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  writeAttributes(document.querySelector('title'), state.titleAttributes);
  for (const type of ['base', ...LIST_TAGS] as const) writeTags(type, state.tags[type]);
}

/** One head write after all of a commit's <Head> effects have run. */
function queueFlush(): void {
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(() => {
    flushQueued = false;
    writeHead(mergeHeads(mounted.map((head) => head.props)));
  });
}

export function HelmetProvider({children}: {children: ReactNode}): ReactNode {
  return children;
}

export function Helmet({children}: {children?: ReactNode}): null {
  // Compared as JSON so a re-render with equal children writes nothing.
  const json = JSON.stringify(headProps(children));
  const [head] = useState<{props: HeadProps}>(() => ({props: {}}));
  // Layout effects: the head is written before the browser paints the commit. Mounting appends,
  // so of two <Head>s setting the same tag the one mounted later wins, as with react-helmet-async.
  useLayoutEffect(() => {
    mounted.push(head);
    return () => {
      mounted.splice(mounted.indexOf(head), 1);
      queueFlush();
    };
  }, [head]);
  useLayoutEffect(() => {
    head.props = JSON.parse(json) as HeadProps;
    queueFlush();
  }, [head, json]);
  return null;
}
