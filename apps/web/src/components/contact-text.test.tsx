import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, PhoneText } from './contact-text';

describe('contact texts (issue 22)', () => {
  it('an e-mail may wrap only after its "@" or before a dot, never inside a word', () => {
    const { container } = render(<EmailText email="ayse.yilmaz@north-cyprus.example" />);
    const span = container.querySelector('span')!;
    expect(span.textContent).toBe('ayse.yilmaz@north-cyprus.example');
    expect(Array.from(span.childNodes, (node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('')).toBe('ayse|.yilmaz@|north-cyprus|.example');
    expect(span.style.overflowWrap).toBe('normal');
  });
  it('an empty phone or e-mail shows a dash', () => {
    expect(render(<PhoneText phone="" />).container.textContent).toBe('—');
    expect(render(<PhoneText phone={null} />).container.textContent).toBe('—');
    expect(render(<EmailText email={null} />).container.textContent).toBe('—');
  });
  it('a phone reads left to right in either direction', () => {
    expect(render(<PhoneText phone="+90 548 555 0101" />).container.querySelector('span')!.getAttribute('dir')).toBe('ltr');
  });
});
