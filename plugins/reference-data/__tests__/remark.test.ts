import {describe, expect, it} from 'vitest';
import remarkReferenceData from '../remark';
import type {MdastNode} from '../../shared/mdast';
import {modelByName, reference} from '../../../src/data/reference';

interface Attribute {
  type: string;
  name: string;
  value: unknown;
}

const element = (name: string, attributes: Attribute[] = []): MdastNode => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children: [],
});

/** The props the plugin added to the element, parsed back from the attribute expressions. */
function addedProps(node: MdastNode, written: number): Record<string, unknown> {
  const added = (node.attributes as Attribute[]).slice(written);
  for (const a of added) expect((a.value as {data: {estree: {type: string}}}).data.estree.type).toBe('Program');
  return Object.fromEntries(added.map((a) => [a.name, JSON.parse((a.value as {value: string}).value) as unknown]));
}

describe('remarkReferenceData', () => {
  it('gives each component only the data it renders', () => {
    const model = element('ModelReference', [{type: 'mdxJsxAttribute', name: 'name', value: 'CacheConfig'}]);
    const names = {
      type: 'mdxJsxAttributeValueExpression',
      value: "['EnvironmentMode']",
      data: {
        estree: {
          body: [
            {
              type: 'ExpressionStatement',
              expression: {type: 'ArrayExpression', elements: [{value: 'EnvironmentMode'}]},
            },
          ],
        },
      },
    };
    const enums = element('EnumTable', [{type: 'mdxJsxAttribute', name: 'names', value: names}]);
    const count = element('ExportsCount');
    const unrelated = element('Tabs');
    remarkReferenceData()({type: 'root', children: [model, {type: 'paragraph', children: [count]}, enums, unrelated]});

    expect(addedProps(model, 1)).toEqual({
      data: {model: modelByName('CacheConfig'), version: reference.version, packagePath: reference.source.packagePath},
    });
    expect(addedProps(enums, 1)).toEqual({
      enums: [Object.values(reference.enums).find((e) => e.name === 'EnvironmentMode')],
    });
    expect(addedProps(count, 0)).toEqual({count: reference.exports.length});
    expect(unrelated.attributes).toEqual([]);
  });

  it('fails the build on a model the reference does not have, or a name that is not a literal', () => {
    const run = (node: MdastNode) => () => remarkReferenceData()({type: 'root', children: [node]});
    expect(run(element('ModelReference', [{type: 'mdxJsxAttribute', name: 'name', value: 'NoSuchConfig'}]))).toThrow(
      /No model named NoSuchConfig/,
    );
    expect(run(element('ModelReference'))).toThrow(/needs name=/);
  });
});
