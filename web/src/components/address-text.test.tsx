import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressText } from './address-text';

/** The text between break opportunities, as the reader's line breaks may fall. */
const pieces = (text: string) => {
  const { container } = render(
    <span>
      <AddressText>{text}</AddressText>
    </span>,
  );
  expect(container.textContent).toBe(text);
  return container.firstElementChild!.innerHTML.split('<wbr>');
};

describe('AddressText', () => {
  it('lets an email wrap after the @ and before dots, never inside a word', () => {
    expect(pieces('catherine.wilson@wolseleybridgingfinance.com')).toEqual([
      'catherine',
      '.wilson@',
      'wolseleybridgingfinance',
      '.com',
    ]);
  });

  it('lets a web address wrap after the slashes and before dots, hyphens and query marks', () => {
    expect(pieces('https://www.ludgate-bank.com/about/team?x=1')).toEqual([
      'https://',
      'www',
      '.ludgate',
      '-bank',
      '.com/',
      'about/',
      'team',
      '?x',
      '=1',
    ]);
  });

  it('leaves a word without break points whole', () => {
    expect(pieces('localhost')).toEqual(['localhost']);
  });
});
