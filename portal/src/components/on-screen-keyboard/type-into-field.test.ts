import { DEFAULT_MAX_LENGTH, deleteBackward, fieldLimit, insertText, isFull } from './type-into-field';

function field(value = '', maxLength?: number): HTMLInputElement {
  const input = document.createElement('input');
  if (maxLength !== undefined) input.maxLength = maxLength;
  input.value = value;
  document.body.append(input);
  return input;
}

afterEach(() => document.body.replaceChildren());

describe('insertText', () => {
  it('types at the caret and moves it past the text, with an input event', () => {
    const input = field('AC');
    const onInput = vi.fn();
    input.addEventListener('input', onInput);
    input.setSelectionRange(1, 1);
    expect(insertText(input, 'B')).toBe(true);
    expect(input.value).toBe('ABC');
    expect(input.selectionStart).toBe(2);
    expect(onInput).toHaveBeenCalledOnce();
  });

  it('replaces a selection', () => {
    const input = field('123456');
    input.setSelectionRange(2, 4);
    insertText(input, '9');
    expect(input.value).toBe('12956');
  });

  it('refuses a character beyond the field maxLength', () => {
    const input = field('AA', 2);
    expect(insertText(input, 'B')).toBe(false);
    expect(input.value).toBe('AA');
    expect(isFull(input)).toBe(true);
  });

  it('allows 250 characters where the field sets no maxLength', () => {
    const input = field('x'.repeat(DEFAULT_MAX_LENGTH - 1));
    expect(fieldLimit(input)).toBe(250);
    expect(insertText(input, 'y')).toBe(true);
    expect(insertText(input, 'z')).toBe(false);
    expect(input.value).toHaveLength(250);
  });

  it('appends to fields without a selection API', () => {
    const input = field('12');
    input.type = 'number';
    insertText(input, '3');
    expect(input.value).toBe('123');
  });
});

describe('deleteBackward', () => {
  it('removes the character before the caret', () => {
    const input = field('ABC');
    input.setSelectionRange(2, 2);
    deleteBackward(input);
    expect(input.value).toBe('AC');
    expect(input.selectionStart).toBe(1);
  });

  it('removes a selection, and does nothing at the start', () => {
    const input = field('ABCD');
    input.setSelectionRange(1, 3);
    deleteBackward(input);
    expect(input.value).toBe('AD');
    input.setSelectionRange(0, 0);
    const onInput = vi.fn();
    input.addEventListener('input', onInput);
    deleteBackward(input);
    expect(input.value).toBe('AD');
    expect(onInput).not.toHaveBeenCalled();
  });
});
