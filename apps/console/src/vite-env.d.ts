// Vite's client types: what `import "./styles.css"` and the other asset imports Vite handles
// resolve to (TypeScript 7 reports a side-effect import it cannot resolve).
/// <reference types="vite/client" />
