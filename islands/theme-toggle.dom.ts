import { installThemeSwitch } from "./lib/prefs-switch";

/** The public header's theme form (islands/lib/theme-switch.tsx), as a DOM island: an instant flip, no React. */
export default function mount() {
  installThemeSwitch();
}
