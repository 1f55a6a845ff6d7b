// The browser's head merge against react-helmet-async itself, which the server render uses: for
// each case, the <Head>s rendered on the server and merged by headState.ts must give the same
// title, tags and <html>/<body> attributes.
import {createElement as h, Fragment, type ReactElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Helmet, HelmetProvider, type HelmetServerState} from 'react-helmet-async';
import {describe, expect, it} from 'vitest';
import {LIST_TAGS, headProps, mergeHeads, type Attributes, type HeadState, type Tag} from '../headState';

type Props = Record<string, unknown>;

/** A prop value as the server writes it (the cases use strings, numbers and booleans). */
const written = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** React prop names → HTML attribute names, values as the server writes them. */
function attributesOf(props: Props): Attributes {
  const names: Record<string, string> = {className: 'class', httpEquiv: 'http-equiv'};
  return Object.fromEntries(
    Object.entries(props)
      .filter(([name]) => name !== 'data-rh' && name !== 'children' && name !== 'dangerouslySetInnerHTML')
      .map(([name, value]) => [names[name] ?? name.toLowerCase(), value === undefined ? '' : written(value)]),
  );
}

function tagsOf(type: string, elements: unknown): Tag[] {
  return (elements as ReactElement<Props>[]).map(({props}) => {
    const html = (props.dangerouslySetInnerHTML as {__html: string} | undefined)?.__html;
    return {
      ...attributesOf(props),
      ...(html === undefined ? {} : {[type === 'style' ? 'cssText' : 'innerHTML']: html}),
    };
  });
}

/** What react-helmet-async's server render makes of these <Head>s (each item one <Head>'s children). */
function serverHead(heads: ReactNode[]): Omit<HeadState, 'title'> & {title: string} {
  const context: {helmet?: HelmetServerState} = {};
  renderToStaticMarkup(h(HelmetProvider, {context}, ...heads.map((children, i) => h(Helmet, {key: i}, children))));
  const helmet = context.helmet;
  if (!helmet) throw new Error('react-helmet-async collected no head');
  const [title] = helmet.title.toComponent() as unknown as ReactElement<Props>[];
  const tags = {base: tagsOf('base', helmet.base.toComponent())} as HeadState['tags'];
  for (const type of LIST_TAGS) tags[type] = tagsOf(type, helmet[type].toComponent());
  return {
    title: written(title?.props.children ?? ''),
    titleAttributes: attributesOf(title?.props ?? {}),
    htmlAttributes: attributesOf(helmet.htmlAttributes.toComponent() as Props),
    bodyAttributes: attributesOf(helmet.bodyAttributes.toComponent() as Props),
    tags,
  };
}

function browserHead(heads: ReactNode[]) {
  const state = mergeHeads(heads.map((children) => headProps(children)));
  return {...state, title: state.title ?? ''};
}

const CASES: Record<string, ReactNode[]> = {
  'a later <Head> replaces meta tags by name and property, and the title': [
    [
      h('html', {lang: 'en', dir: 'ltr'}),
      h('title', null, 'Django-CFG'),
      h('meta', {property: 'og:title', content: 'Django-CFG'}),
      h('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1.0'}),
      h('meta', {name: 'twitter:card', content: 'summary_large_image'}),
    ],
    [h('title', null, 'Database | Django-CFG'), h('meta', {property: 'og:title', content: 'Database | Django-CFG'})],
    [h('meta', {name: 'Twitter:Card', content: 'summary'}), h('meta', {name: 'description', content: 'Databases.'})],
  ],
  'a <Head> without a title keeps the last title set': [[h('title', null, 'First')], [h('title', null, 'Second')], []],
  'an empty title leaves the title alone, as the server writes none': [
    [h('title', null, 'Site')],
    [h('title', null, '')],
  ],
  'a title from several text children': [[h('title', null, 'Page', ' | ', 'Site')]],
  'one canonical link (the last), alternates and icons by href': [
    [
      h('link', {rel: 'icon', href: '/img/favicon.svg'}),
      h('link', {rel: 'canonical', href: 'https://example.com/c'}),
      h('link', {rel: 'alternate', href: 'https://example.com/a', hrefLang: 'en'}),
      h('link', {rel: 'alternate', href: 'https://example.com/a', hrefLang: 'x-default'}),
    ],
    [h('link', {href: 'https://example.com/b', rel: 'canonical'})],
    [h('link', {rel: 'alternate', href: 'https://example.com/a', hrefLang: 'de'})],
  ],
  'stylesheets by href, preconnect with crossorigin': [
    [h('link', {rel: 'stylesheet', href: '/a.css'}), h('link', {rel: 'stylesheet', href: '/b.css'})],
    [h('link', {href: '/c.css', rel: 'stylesheet'})],
    [h('link', {href: '/d.css', rel: 'stylesheet'})],
    [h('link', {rel: 'preconnect', href: 'https://x.example', crossOrigin: 'anonymous'})],
  ],
  '<html> and <body> attributes merge, later ones winning per attribute': [
    [h('html', {lang: 'en', dir: 'ltr'}), h('body', {className: 'a'})],
    [h('html', {className: 'plugin-docs docs-wrapper'})],
    [h('html', {className: 'plugin-docs docs-wrapper docs-doc-page', 'data-has-hydrated': false}), h('body', null)],
  ],
  'JSON-LD scripts by content, case-insensitively, and scripts by src': [
    [h('script', {type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}')],
    [
      h('script', {type: 'application/ld+json'}, '{"@type":"breadcrumblist"}'),
      h('script', {src: '/x.js', async: true}),
    ],
    [h('script', {type: 'application/ld+json'}, '{"@type":"Blog"}')],
  ],
  'fragments, null children, http-equiv, charset, itemprop; tags without a primary attribute are dropped': [
    [
      h(Fragment, null, h('meta', {httpEquiv: 'refresh', content: '5'}), null, false),
      h('meta', {charSet: 'utf-8'}),
      h('meta', {itemProp: 'name', content: 'A'}),
      h('meta', {content: 'no name'}),
      h('meta', {name: '', content: 'empty name'}),
      h('script', {type: 'application/ld+json'}),
    ],
    [h('meta', {itemProp: 'name', content: 'B'}), h('meta', {httpEquiv: 'Refresh', content: '10'})],
  ],
  "a fragment's tags give way to its siblings' tags of the same kind": [
    [
      h(Fragment, null, h('meta', {name: 'a', content: '1'}), h('link', {rel: 'icon', href: '/a.svg'})),
      h('meta', {name: 'b', content: '2'}),
      h(Fragment, null, h('link', {rel: 'icon', href: '/b.svg'})),
    ],
  ],
  'style and noscript by content, base by href (the last with one)': [
    [h('base', {href: '/a/'}), h('style', null, 'a{color:red}'), h('noscript', null, '<img src="/p.gif">')],
    [h('base', {target: '_blank'}), h('style', null, 'a{color:red}'), h('style', null, 'b{}')],
  ],
};

describe('mergeHeads', () => {
  for (const [name, heads] of Object.entries(CASES)) {
    it(`matches react-helmet-async: ${name}`, () => {
      expect(browserHead(heads)).toEqual(serverHead(heads));
    });
  }

  it('keeps both tags when one <Head> lists the same name twice, but not across <Head>s', () => {
    const twice = [h('meta', {name: 'robots', content: 'noindex'}), h('meta', {name: 'robots', content: 'nofollow'})];
    expect(browserHead([twice]).tags.meta).toHaveLength(2);
    expect(browserHead([twice, [h('meta', {name: 'robots', content: 'all'})]]).tags.meta).toEqual([
      {name: 'robots', content: 'all'},
    ]);
    expect(serverHead([twice]).tags.meta).toHaveLength(2);
  });
});
