import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { Button } from './button';
import { TextInput } from './input';
import './plain.css';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter, the button or the clear cross (with ''): the text to search for. */
  onSearch: (value: string) => void;
  /** The button's text ("Search"). */
  enterButton: string;
  'aria-label': string;
  placeholder?: string;
  className?: string;
}

/**
 * antd's Input.Search with allowClear and a primary enterButton: a search box with its clear cross, joined
 * to the button that searches (plain-compact). Enter searches too, but not while an input method is still
 * composing a word; clearing searches again for nothing, as antd's does.
 */
export function SearchInput({
  value,
  onChange,
  onSearch,
  enterButton,
  className,
  ...input
}: SearchInputProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch(value);
  };
  // The focus stays in the box when the button is pressed, as antd's.
  const keepFocus = (event: MouseEvent) => {
    if (wrapper.current?.contains(document.activeElement) && document.activeElement?.tagName === 'INPUT') {
      event.preventDefault();
    }
  };
  return (
    <span ref={wrapper} className={['plain-compact', className].filter(Boolean).join(' ')}>
      <TextInput
        {...input}
        type="search"
        allowClear
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onClear={() => onSearch('')}
      />
      <Button variant="primary" onMouseDown={keepFocus} onClick={() => onSearch(value)}>
        {enterButton}
      </Button>
    </span>
  );
}
