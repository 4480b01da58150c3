import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';

// Its own file on purpose: the suggestions' code must not have been loaded by an earlier test, as on
// a shopper's first visit, when it is still downloading while they type. And no user-event here:
// it moves a field's caret to the end whenever a script sets the field's text, even to the text
// already there, where browsers leave the caret alone; the caret is what these tests watch.

const idleTasks: (() => void)[] = [];

/** Runs what the page left for idle time: the suggestions' code starts to load. */
function becomeIdle() {
  act(() => idleTasks.splice(0).forEach((task) => task()));
}

/** Types as a keyboard does: into whatever has the focus, at its caret; lost if nothing has it. */
function type(text: string) {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement)) return;
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  fireEvent.change(field, { target: { value: field.value.slice(0, start) + text + field.value.slice(end) } });
  field.setSelectionRange(start + text.length, start + text.length);
}

async function plainField(): Promise<HTMLInputElement> {
  const field = await screen.findByRole('searchbox', { name: 'Search Products' });
  if (!(field instanceof HTMLInputElement)) throw new Error('the search field is not an input');
  return field;
}

beforeEach(() => {
  idleTasks.length = 0;
  Object.assign(window, {
    requestIdleCallback: vi.fn((task: () => void) => idleTasks.push(task)),
    cancelIdleCallback: vi.fn(),
  });
});

afterEach(() => {
  // Unmounted first: unmounting cancels the idle task through the stubs.
  cleanup();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe('SearchBox handing over to the suggestions', () => {
  it('when the shopper keeps typing while the suggestions load, then no keystroke is lost and the field keeps the focus', async () => {
    renderApp('/product/elsewhere');
    (await plainField()).focus();
    type('iph');

    becomeIdle();
    type('noe');

    const field = await screen.findByRole('combobox', { name: 'Search Products' });
    expect(field).toHaveValue('iphnoe');
    expect(field).toHaveFocus();
  });

  it('when the caret is inside the word, then the new field keeps it there', async () => {
    renderApp('/product/elsewhere');
    const plain = await plainField();
    plain.focus();
    type('iphnoe');
    plain.setSelectionRange(3, 3);

    becomeIdle();
    const field = await screen.findByRole('combobox', { name: 'Search Products' });
    type('X');

    expect(field).toHaveValue('iphXnoe');
  });

  it('when the field was not in use, then the new field does not take the focus', async () => {
    renderApp('/product/elsewhere');
    await plainField();

    becomeIdle();

    expect(await screen.findByRole('combobox', { name: 'Search Products' })).not.toHaveFocus();
  });
});
