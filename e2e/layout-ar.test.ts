// The layout walk (e2e/layout/walk.ts) in Arabic: every screen at four widths in both themes,
// then the overlays and toasts, opened.
import { layoutWalk } from "./layout/walk";

layoutWalk("ar");
