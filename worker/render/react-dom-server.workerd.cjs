// What the Worker bundle gets for "react-dom/server" (wrangler.toml [alias]): React's
// renderToString alone.
//
// The Worker renders with renderToString only (worker/render/render-page.tsx,
// worker/routes/qr-print.tsx). Under the "workerd" condition react-dom/server resolves to
// server.edge.js, which requires two renderers: the streaming one (renderToReadableStream, about
// 114 KiB minified) and the legacy one that renderToString comes from; being CommonJS, the unused
// one cannot be tree-shaken. This file requires the legacy renderer only, the same file
// server.edge.js takes renderToString from, so pages render exactly as before. Its development
// build pairs with React's own (`wrangler dev`, where NODE_ENV is "development"): a production
// renderer with a development React renders nothing.
//
// The path goes through node_modules because react-dom's package exports do not list cjs/.
"use strict";

module.exports =
  process.env.NODE_ENV === "production"
    ? require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js")
    : require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js");
