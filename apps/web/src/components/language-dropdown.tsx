import { lazy, Suspense, useState } from 'react';
import { LanguageButton, type LanguageDropdownProps } from './language-dropdown-button';

const loadMenu = () => import('./language-dropdown-menu');
const LanguageDropdownMenu = lazy(() =>
  loadMenu().then((m) => ({ default: m.LanguageDropdownMenu })),
);

/**
 * A header dropdown that switches the interface language, with a check at the current one.
 * Until it is first pressed only its button is rendered: the menu (Mantine `Menu` and
 * floating-ui) is fetched when the pointer or focus reaches the button, and opens on the press.
 */
export function LanguageDropdown(props: LanguageDropdownProps) {
  const [pressed, setPressed] = useState(false);
  const button = (
    <LanguageButton
      props={props}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <LanguageDropdownMenu {...props} defaultOpened />
    </Suspense>
  );
}
