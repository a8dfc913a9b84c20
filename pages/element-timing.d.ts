// The Element Timing API's attribute (`elementtiming="name"`): the browser reports when that
// element's text or image was first painted, which the benchmarks and browser tests read to know
// when a listing's first screen showed. React passes it through as written.
import "react";

declare module "react" {
  // The type parameter must be spelt as React's own declaration spells it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
