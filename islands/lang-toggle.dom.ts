import { installLangSwitch } from "./lib/prefs-switch";

/**
 * The public header's language link (islands/lib/lang-switch.tsx), as a DOM island: the overlay,
 * the one-second switch and the kept reading place, with no React.
 */
export default function mount() {
  installLangSwitch();
}
