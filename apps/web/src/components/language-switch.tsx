import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLangcode } from '@/i18n/i18n';
import { HTML_LANG, LANGCODES, LANGUAGE_NAME, type Langcode, langcodeFromI18n } from '@/i18n/languages';
import { Icon } from './plain/icons';
import './language-switch.css';

/**
 * Switches the interface language; the choice is remembered in this browser. A select-only combobox
 * (WAI-ARIA): the closed box shows the language, its list opens on click, Enter, Space or the arrow keys.
 * Built without antd, as the sign-in pages' header is, and drawn like antd's borderless Select.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = langcodeFromI18n(i18n.language);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const show = (index = LANGCODES.indexOf(current)) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (code: Langcode) => {
    setOpen(false);
    root.current?.focus();
    if (code !== current) void changeLangcode(code);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = LANGCODES.length - 1;
    const move: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) show();
      else if (event.key === 'Home' || event.key === 'End') show(move[event.key]);
      else return;
    } else if (event.key in move) setActive(move[event.key]!);
    else if (event.key === 'Enter' || event.key === ' ') choose(LANGCODES[active]!);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Tab') return;
    } else return;
    event.preventDefault();
  };

  return (
    <div
      ref={root}
      className={['language-switch', open && 'language-switch--open', className].filter(Boolean).join(' ')}
      role="combobox"
      tabIndex={0}
      aria-label={t('language.label')}
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={listId}
      aria-activedescendant={open ? optionId(active) : undefined}
      data-testid="language-switch"
      onClick={() => (open ? setOpen(false) : show())}
      onKeyDown={onKeyDown}
    >
      <Icon name="global" className="language-switch__icon" />
      <span className="language-switch__value" lang={HTML_LANG[current]}>
        {LANGUAGE_NAME[current]}
      </span>
      <Icon name="down" className="language-switch__arrow" />
      {open && (
        <div className="language-switch__popup" role="listbox" id={listId} aria-label={t('language.label')}>
          {LANGCODES.map((code, index) => (
            // The keys are the combobox's (aria-activedescendant points at the active option).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keyboard for its options
            <div
              key={code}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={code === current}
              className={[
                'language-switch__option',
                code === current && 'language-switch__option--selected',
                index === active && 'language-switch__option--active',
              ]
                .filter(Boolean)
                .join(' ')}
              onMouseEnter={() => setActive(index)}
              // The focus stays on the box; the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.stopPropagation();
                choose(code);
              }}
            >
              {/* Each name is marked with its own language so screen readers pronounce it correctly. */}
              <span lang={HTML_LANG[code]}>{LANGUAGE_NAME[code]}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
