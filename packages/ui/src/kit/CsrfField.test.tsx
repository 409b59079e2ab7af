// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CsrfField, CsrfProvider } from './CsrfField';
import { mount } from './test-dom';

describe('CsrfField in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('reads the token from the page meta tag, the same value the server rendered', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="from-meta">';
    const { container } = mount(<CsrfField />);
    const input = container.querySelector('input');
    expect([input?.type, input?.name, input?.value]).toEqual(['hidden', '_csrf', 'from-meta']);
  });

  it('prefers the provided token and renders nothing without either', () => {
    const provided = mount(
      <CsrfProvider token="given">
        <CsrfField />
      </CsrfProvider>,
    );
    expect(provided.container.querySelector('input')?.value).toBe('given');
    expect(mount(<CsrfField />).container.innerHTML).toBe('');
  });
});
