// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';
import { click, key, mount, mouseDown } from './test-dom';

function render(onOpen = vi.fn()) {
  mount(
    <div>
      <p id="outside">Elsewhere</p>
      <Menu id="t-menu" label="Boards" onOpen={onOpen}>
        <ul>
          <li>
            <a href="/a">A</a>
          </li>
          <li>
            <a href="/b">B</a>
          </li>
        </ul>
        <form method="post" action="/out">
          <button type="submit">Sign out</button>
        </form>
      </Menu>
    </div>,
  );
  const button = document.querySelector<HTMLButtonElement>('.lb-menu__button')!;
  const panel = document.getElementById('t-menu')!;
  return { button, panel, onOpen };
}
const focused = () => document.activeElement?.textContent;

describe('Menu', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is a closed menu button that controls its panel', () => {
    const { button, panel } = render();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('t-menu');
    expect(panel.hidden).toBe(true);
    expect(panel.getAttribute('role')).toBe('menu');
  });

  it('opens on click, marks its links and buttons as menu items and its lists as layout', () => {
    const { button, panel, onOpen } = render();
    click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect([...panel.querySelectorAll('[role="menuitem"]')].map((e) => e.textContent)).toEqual([
      'A',
      'B',
      'Sign out',
    ]);
    expect(panel.querySelector('ul')?.getAttribute('role')).toBe('none');
    expect(panel.querySelector('form')?.getAttribute('role')).toBe('none');
  });

  it('moves between items with the arrow keys, Home and End, wrapping around', () => {
    const { button } = render();
    key(button, 'ArrowDown');
    expect(focused()).toBe('A');
    key(document.activeElement!, 'ArrowDown');
    expect(focused()).toBe('B');
    key(document.activeElement!, 'End');
    expect(focused()).toBe('Sign out');
    key(document.activeElement!, 'ArrowDown');
    expect(focused()).toBe('A');
    key(document.activeElement!, 'ArrowUp');
    expect(focused()).toBe('Sign out');
    key(document.activeElement!, 'Home');
    expect(focused()).toBe('A');
  });

  it('opens on ArrowUp at the last item', () => {
    const { button } = render();
    key(button, 'ArrowUp');
    expect(focused()).toBe('Sign out');
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { button, panel } = render();
    key(button, 'ArrowDown');
    key(document.activeElement!, 'Escape');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside, not on a click inside', () => {
    const { button, panel } = render();
    click(button);
    mouseDown(panel.querySelector('a')!);
    expect(panel.hidden).toBe(false);
    mouseDown(document.getElementById('outside')!);
    expect(panel.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
