import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { POLICY_NAMES, policySchema, policySummarySchema } from '../policies/policy-schema';
import { isRichTextLeaf, parseRichText, type RichTextNode } from '@storefront/shared/rich-text';
import { useTestServer } from '../test-support/build-test-server';

const NODE_TYPES = [
  'paragraph',
  'heading-one',
  'heading1',
  'h1',
  'heading-two',
  'heading2',
  'h2',
  'heading-three',
  'heading3',
  'h3',
  'bulleted-list',
  'ul',
  'numbered-list',
  'ol',
  'list-item',
  'li',
  'blockquote',
  'code-block',
  'link',
];
const MARKS = ['bold', 'italic', 'underline', 'code'] as const;

function collect(nodes: RichTextNode[], types: Set<string>, marks: Set<string>, links: string[]) {
  for (const node of nodes) {
    if (isRichTextLeaf(node)) {
      for (const mark of MARKS) if (node[mark]) marks.add(mark);
    } else {
      types.add(node.type);
      if (node.type === 'link' && node.url) links.push(node.url);
      collect(node.children, types, marks, links);
    }
  }
}

describe('policies', () => {
  const app = useTestServer();

  it('lists the five policies with id and name only', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/policies' });

    expect(response.statusCode).toBe(200);
    const { data } = z.strictObject({ data: z.array(policySummarySchema) }).parse(response.json());
    expect(data.map((policy) => policy.policyName)).toEqual([...POLICY_NAMES]);
  });

  it('returns a policy with its rich-text content', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/policies/3' });

    expect(response.statusCode).toBe(200);
    const { data } = z.strictObject({ data: policySchema }).parse(response.json());
    expect(data).toMatchObject({ id: 3, policyName: 'Refund Policy' });
  });

  it.each(['99', 'privacy'])('answers 404 JSON for policy %s', async (id) => {
    const response = await app().inject({ method: 'GET', url: `/api/v1/policies/${id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Policy not found' });
  });

  it('uses every node type, alias and mark across the five documents', async () => {
    const types = new Set<string>();
    const marks = new Set<string>();
    const links: string[] = [];
    for (let id = 1; id <= 5; id += 1) {
      const response = await app().inject({ method: 'GET', url: `/api/v1/policies/${id}` });
      const { content } = policySchema.parse(response.json().data);
      const document = parseRichText(content);
      expect(document?.length, `policy ${id}`).toBeGreaterThan(0);
      collect(document!, types, marks, links);
    }

    for (const type of NODE_TYPES) expect(types, `node type ${type}`).toContain(type);
    expect(
      [...types].some((type) => !NODE_TYPES.includes(type)),
      'an unknown type',
    ).toBe(true);
    expect([...marks].sort()).toEqual([...MARKS].sort());
    expect(links.length).toBeGreaterThan(0);
  });
});
