import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import './menu-button.css';

/** The menu's items that can be chosen, in order (antd's menus skip the disabled ones too). */
function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
}

/**
 * A WAI-ARIA menu button without antd (the header's user menu, the detail's More): the button opens the
 * menu on a click, Enter, Space or the arrow keys (Arrow Up on its last item); in the menu the arrow keys
 * move among the items that can be chosen (round the ends), Home and End go to the ends, Space chooses as
 * Enter does, Escape closes it and focus returns to the button, Tab closes it and moves on, and a click
 * outside closes it. Spread `button` on the button and `menu` on the element with the items
 * (`role="menuitem"`, `tabIndex={-1}`; a disabled one has `aria-disabled="true"`); an item that is chosen
 * calls `close` (focus back on the button, so a dialog it opens gives the focus back there).
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  // The item to focus once the menu is drawn: the first, or the last (opened with Arrow Up).
  const [start, setStart] = useState<'first' | 'last'>('first');
  const buttonId = useId();
  const menuId = useId();
  // Found by their ids, so the button may be any component that passes them on (components/plain/button).
  const buttonOf = () => document.getElementById(buttonId);
  const menuOf = () => document.getElementById(menuId);

  // Focus moves into the menu as it opens; a click outside it (or its button) closes it.
  useEffect(() => {
    if (!open) return;
    const menu = document.getElementById(menuId);
    const all = menuItemsOf(menu);
    (start === 'last' ? all.at(-1) : all[0])?.focus();
    const closeOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu?.contains(target) && !document.getElementById(buttonId)?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open, start, buttonId, menuId]);

  const show = (at: 'first' | 'last') => {
    setStart(at);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonOf()?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') show('first');
    else if (event.key === 'ArrowUp') show('last');
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItemsOf(menuOf());
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        go(at + 1);
        break;
      case 'ArrowUp':
        go(at < 0 ? all.length - 1 : at - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(all.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case ' ':
        // Space chooses an item as Enter does (a link's own keys are Enter only).
        (event.target as HTMLElement).click();
        break;
      case 'Tab':
        // Closes the menu; the browser then moves on from the button, as if the menu had not been open.
        close();
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return {
    open,
    close,
    /** For the menu's button. */
    button: {
      id: buttonId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? setOpen(false) : show('first')),
      onKeyDown: onButtonKeyDown,
    },
    /** For the menu, rendered while `open`. Its own keys move among its items, which are not tab stops. */
    menu: {
      id: menuId,
      role: 'menu',
      tabIndex: -1,
      'aria-labelledby': buttonId,
      onKeyDown: onMenuKeyDown,
    },
  };
}
