import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { expect, it } from 'vitest';

/**
 * The CSS declarations written for an element's classes, each with its selector and at-rules,
 * sorted. Not the class name itself: Chakra's style cache answers a style with the same
 * properties in another order (a `<Text fontSize color>` elsewhere) with the object it resolved
 * first, so the same styles can hash to two class names depending on what rendered before.
 */
export function declarationsOf(testId: string): string[] {
  const element = screen.getByTestId(testId);
  const names = element.className.split(' ').filter((name) => /^css-/.test(name));
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  const declarations: string[] = [];
  for (const name of names) {
    // Each rule of the class: `[at-rules {]* selector { declarations }`, emotion writing one rule a line.
    for (const rule of css.split('}').filter((text) => text.includes(`.${name}`))) {
      const [context = '', body = ''] = rule.split(/\{(?=[^{]*$)/);
      const where = context.replaceAll(`.${name}`, '&').replace(/\s+/g, ' ').trim();
      for (const declaration of body.split(';').map((text) => text.trim()).filter(Boolean)) declarations.push(`${where} ${declaration}`);
    }
  }
  expect(declarations, `the styles of ${testId}`).not.toEqual([]);
  return declarations.sort();
}

type PartClasses<Part extends string> = (props: { children: (classNames: Readonly<Record<Part, string>>) => ReactNode }) => ReactNode;

/**
 * One test a part: the plain element given the part's class has exactly the CSS of the Chakra
 * element listed with it (whose `data-testid` is "chakra"), so it looks as that component did
 * and follows the theme.
 */
export function itGivesEachPartItsChakraStyles<Part extends string>(Classes: PartClasses<Part>, equivalents: Array<[Part, ReactElement]>) {
  it.each(equivalents)('gives the %s the class of the Chakra component it stands for', (part, chakraElement) => {
    renderWithProviders(
      <>
        {chakraElement}
        <Classes>{(classNames) => <div data-testid="part" className={classNames[part]} />}</Classes>
      </>,
    );
    expect(declarationsOf('part')).toEqual(declarationsOf('chakra'));
  });
}
