import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVALID_CONTENT_TEXT, RichTextView } from './rich-text-view';

const text = (value: string, marks: Record<string, boolean> = {}) => ({ text: value, ...marks });
const block = (type: string, ...children: unknown[]) => ({ type, children });
const link = (url: string, label: string) => ({ type: 'link', url, children: [text(label)] });

function renderDocument(nodes: unknown, title?: string) {
  return renderWithProviders(<RichTextView content={typeof nodes === 'string' ? nodes : JSON.stringify(nodes)} title={title} />);
}

describe('RichTextView', () => {
  it('renders every heading alias one level down, keeping the page title the only h1', () => {
    const { container } = renderDocument([
      ...['heading-one', 'heading1', 'h1'].map((type) => block(type, text(`${type} text`))),
      ...['heading-two', 'heading2', 'h2'].map((type) => block(type, text(`${type} text`))),
      ...['heading-three', 'heading3', 'h3'].map((type) => block(type, text(`${type} text`))),
    ]);
    expect(container.querySelectorAll('h1')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['heading-one text', 'heading1 text', 'h1 text']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['heading-two text', 'heading2 text', 'h2 text']);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['heading-three text', 'heading3 text', 'h3 text']);
  });

  it('renders paragraphs, both list aliases, quotes and code blocks as their elements', () => {
    const { container } = renderDocument([
      block('paragraph', text('A paragraph.')),
      block('bulleted-list', block('list-item', text('bullet one')), block('li', text('bullet two'))),
      block('ul', block('li', text('ul item'))),
      block('numbered-list', block('list-item', text('step one'))),
      block('ol', block('li', text('ol item'))),
      block('blockquote', text('A quotation.')),
      block('code-block', text('const x = 1;')),
    ]);
    expect(container.querySelector('p')).toHaveTextContent('A paragraph.');
    expect(container.querySelectorAll('ul')).toHaveLength(2);
    expect(container.querySelectorAll('ol')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'bullet one',
      'bullet two',
      'ul item',
      'step one',
      'ol item',
    ]);
    expect(container.querySelector('blockquote')).toHaveTextContent('A quotation.');
    expect(container.querySelector('pre > code')).toHaveTextContent('const x = 1;');
  });

  it('renders unknown types, even Object.prototype names, as a generic block', () => {
    const { container } = renderDocument([
      block('callout', text('Callout text')),
      block('constructor', text('Constructor text')),
      block('__proto__', text('Proto text')),
    ]);
    const blocks = [...container.querySelectorAll('div > div')].map((div) => div.textContent);
    expect(blocks).toEqual(expect.arrayContaining(['Callout text', 'Constructor text', 'Proto text']));
  });

  it('applies the bold, italic, underline and code marks, alone and together', () => {
    const { container } = renderDocument([
      block(
        'paragraph',
        text('bold', { bold: true }),
        text('italic', { italic: true }),
        text('underline', { underline: true }),
        text('code', { code: true }),
        text('all', { bold: true, italic: true, underline: true, code: true }),
        text('plain', { bold: false }),
      ),
    ]);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('italic');
    expect(container.querySelector('u')).toHaveTextContent('underline');
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(container.querySelector('strong > em > u > code')).toHaveTextContent('all');
    expect(screen.getByText('plain').tagName).toBe('P');
  });

  it('makes links of safe URLs only, and plain text of the rest', () => {
    renderDocument([
      block(
        'paragraph',
        link('https://example.com/terms', 'external'),
        link('mailto:privacy@smarthome.example', 'mail'),
        link('tel:+918045678900', 'phone'),
        link('/customer-support', 'support form'),
        link('javascript:alert(1)', 'script'),
        link('data:text/html,<b>x</b>', 'data'),
        link(' javascript:alert(1)', 'spaced'),
        link('&#106;avascript:alert(1)', 'entity'),
        { type: 'link', children: [text('no url')] },
      ),
    ]);
    expect(screen.getByRole('link', { name: 'external' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:privacy@smarthome.example');
    expect(screen.getByRole('link', { name: 'phone' })).toHaveAttribute('href', 'tel:+918045678900');
    expect(screen.getByRole('link', { name: 'support form' })).toHaveAttribute('href', '/customer-support');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    for (const label of ['script', 'data', 'spaced', 'entity', 'no url']) {
      expect(screen.getByText(label).closest('a')).toBeNull();
    }
  });

  it('never injects HTML from the document', () => {
    const { container } = renderDocument([block('paragraph', text('<img src=x onerror="alert(1)">'))]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
  });

  it("shows 'Failed to load content' for invalid JSON or an invalid document", () => {
    renderDocument('{not json');
    expect(screen.getByText(INVALID_CONTENT_TEXT)).toBeInTheDocument();
    renderDocument([{ type: 'paragraph' }]);
    expect(screen.getAllByText(INVALID_CONTENT_TEXT)).toHaveLength(2);
  });

  it("shows 'Failed to load content' for a document nested 10,000 levels deep, without crashing", () => {
    const depth = 10_000;
    const deep = `[${'{"type":"paragraph","children":['.repeat(depth)}{"text":"x"}${']}'.repeat(depth)}]`;
    renderDocument(deep);
    expect(screen.getByText(INVALID_CONTENT_TEXT)).toBeInTheDocument();
  });

  it('renders a 1 MB text leaf', () => {
    const big = 'a'.repeat(1_000_000);
    const { container } = renderDocument([block('paragraph', text(big))]);
    expect(container.querySelector('p')?.textContent).toHaveLength(1_000_000);
  });

  it('leaves out a first heading that repeats the page title', () => {
    renderDocument([block('heading-one', text('Privacy Policy')), block('heading-two', text('What we collect'))], 'Privacy Policy');
    expect(screen.queryByRole('heading', { name: 'Privacy Policy' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What we collect' })).toBeInTheDocument();
  });

  it('keeps a first heading that differs from the title', () => {
    renderDocument([block('h1', text('Summary'))], 'Privacy Policy');
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
  });
});
